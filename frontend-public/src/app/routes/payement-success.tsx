import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { PaymentSuccessPage } from '@/features/checkout/components/PaymentSuccessPage';
import { SaveAfterPayment } from '@/features/recipients/components/SaveAfterPayment';
import type { PaidTopup } from '@/lib/number-check';

const saveNumber = (paid: PaidTopup) => <SaveAfterPayment {...paid} />;

// Route /payementSuccess: the receipt and, after the card checkout, the order's progress.
export default function PayementSuccessRoute() {
  return (
    <Layout>
      <Seo page="payementSuccess" />
      <PaymentSuccessPage afterPayment={saveNumber} />
    </Layout>
  );
}
