import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { ContactPage } from '@/features/support/components/ContactPage';

// Route /Contact, for visitors and customers alike.
export default function ContactRoute() {
  return (
    <Layout>
      <Seo
        title="Contact Us"
        description="Get in touch with SelamTopup: send us a message, call us or e-mail our support team about your mobile top-ups."
        keywords="contact SelamTopup, customer support, help, mobile top-up questions"
      />
      <ContactPage />
    </Layout>
  );
}
