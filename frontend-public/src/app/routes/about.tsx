import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { AboutContent } from '@/features/about/components/AboutContent';

// Route /About.
export default function AboutRoute() {
  return (
    <Layout>
      <Seo
        title="About Us"
        description="SelamTopup is the easiest possible way to send mobile airtime home: cost-effective, quick and secure top-ups for the African diaspora."
        keywords="about SelamTopup, send mobile airtime, diaspora, mission, vision"
      />
      <AboutContent />
    </Layout>
  );
}
