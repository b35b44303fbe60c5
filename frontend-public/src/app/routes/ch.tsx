import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { MvmPaymentPage } from '@/features/mvm/components/MvmPaymentPage';

// Route /ch: the card payment button page (docs/specification.md#project-payment): a project
// payment by card.
export default function ChRoute() {
  return (
    <Layout>
      <Seo page="ch" business="mvm" />
      <MvmPaymentPage kind="project" pay="card" />
    </Layout>
  );
}
