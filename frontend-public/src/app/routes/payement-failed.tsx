import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { PaymentFailedPage } from '@/features/checkout/components/PaymentFailedPage';

// Route /PayementFailed: the card checkout was cancelled or declined.
export default function PayementFailedRoute() {
  return (
    <Layout>
      <Seo
        title="Payment Failed"
        description="Your SelamTopup payment could not be completed. Check your card details or balance and try again."
        keywords="payment failed, top-up not sent, SelamTopup"
      />
      <PaymentFailedPage />
    </Layout>
  );
}
