import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { PaymentFailedPage } from '@/features/checkout/components/PaymentFailedPage';

// Route /PayementFailed: the card checkout was cancelled or declined.
export default function PayementFailedRoute() {
  return (
    <Layout>
      <Seo page="payementFailed" />
      <PaymentFailedPage />
    </Layout>
  );
}
