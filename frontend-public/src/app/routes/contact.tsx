import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { ContactPage } from '@/features/support/components/ContactPage';

// Route /Contact, for visitors and customers alike.
export default function ContactRoute() {
  return (
    <Layout>
      <Seo page="contact" />
      <ContactPage />
    </Layout>
  );
}
