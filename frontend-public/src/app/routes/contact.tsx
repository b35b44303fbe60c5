import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /Contact. The contact form and side panel come with the support feature.
export default function ContactRoute() {
  return (
    <Layout>
      <Seo
        title="Contact Us"
        description="Get in touch with SelamTopup: send us a message, call us or e-mail our support team about your mobile top-ups."
        keywords="contact SelamTopup, customer support, help, mobile top-up questions"
      />
      <PageHeading>Get In Touch</PageHeading>
    </Layout>
  );
}
