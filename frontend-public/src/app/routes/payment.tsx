import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { PaymentPage } from '@/features/checkout/components/PaymentPage';
import { NumberCheck } from '@/features/recipients/components/NumberCheck';
import type { NumberCheckProps } from '@/lib/number-check';

const numberCheck = (props: NumberCheckProps) => <NumberCheck {...props} />;

// Route /Payment: the top-up summary and the pay buttons. Logged out -> /Login with the choices.
export default function PaymentRoute() {
  return (
    <Layout>
      <Seo page="payment" />
      <PaymentPage numberCheck={numberCheck} />
    </Layout>
  );
}
