import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { AboutContent } from '@/features/about/components/AboutContent';

// Route /About.
export default function AboutRoute() {
  return (
    <Layout>
      <Seo page="about" />
      <AboutContent />
    </Layout>
  );
}
