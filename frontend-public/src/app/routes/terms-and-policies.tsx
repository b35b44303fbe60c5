import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { TermsContent } from '@/features/terms/components/TermsContent';

// Route /Termsandpolicies.
export default function TermsAndPoliciesRoute() {
  return (
    <Layout>
      <Seo page="termsAndPolicies" />
      <TermsContent />
    </Layout>
  );
}
