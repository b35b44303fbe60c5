import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { MvmPaymentPage } from '@/features/mvm/components/MvmPaymentPage';

// Route /ch: the card payment button page (docs/specification.md#project-payment): a project
// payment by card.
export default function ChRoute() {
  return (
    <Layout>
      <Seo
        business="mvm"
        title="Card Payment"
        description="Pay securely by credit or debit card."
        keywords="card payment, credit card, debit card"
      />
      <MvmPaymentPage kind="project" pay="card" />
    </Layout>
  );
}
