import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { PaymentPage } from '@/features/checkout/components/PaymentPage';
import { NumberCheck } from '@/features/recipients/components/NumberCheck';
import { RepeatChoice } from '@/features/autotopup/components/RepeatChoice';
import type { NumberCheckProps } from '@/lib/number-check';
import type { RepeatChoiceProps } from '@/lib/repeat-choice';

const numberCheck = (props: NumberCheckProps) => <NumberCheck {...props} />;
const repeatChoice = (props: RepeatChoiceProps) => <RepeatChoice {...props} />;

// Route /Payment: the top-up summary and the pay buttons. Logged out -> /Login with the choices.
export default function PaymentRoute() {
  return (
    <Layout>
      <Seo page="payment" />
      <PaymentPage numberCheck={numberCheck} repeatChoice={repeatChoice} />
    </Layout>
  );
}
