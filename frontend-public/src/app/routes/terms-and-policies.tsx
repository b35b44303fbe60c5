import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { TermsContent } from '@/features/terms/components/TermsContent';

// Route /Termsandpolicies.
export default function TermsAndPoliciesRoute() {
  return (
    <Layout>
      <Seo
        title="Terms and Policies"
        description="The terms and conditions of SelamTopup: eligibility, refunds, operator bonuses, delivery times, acceptable use and service availability."
        keywords="terms and conditions, policies, refund policy, SelamTopup"
      />
      <TermsContent />
    </Layout>
  );
}
