import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { MvmPaymentFailedPage } from '@/features/mvm/components/MvmPaymentFailedPage';

// Route /MvmProjectFeeSucessFailed: the card checkout was cancelled or declined.
export default function MvmProjectFeeSucessFailedRoute() {
  return (
    <Layout>
      <Seo
        business="mvm"
        title="Payment Unsuccessful"
        description="Your course or project payment could not be processed. Please try again."
        keywords="payment unsuccessful, payment failed"
      />
      <MvmPaymentFailedPage />
    </Layout>
  );
}
