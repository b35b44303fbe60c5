import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /Payment. The summary and payment buttons come with the checkout feature.
export default function PaymentRoute() {
  return (
    <Layout>
      <Seo
        title="Top-up Summary and Payment"
        description="Check your top-up summary, recipient number, amount and fees, then pay securely by card or wallet."
        keywords="payment, checkout, top-up summary, pay by card, SelamTopup"
      />
      <PageHeading>Topup Summary</PageHeading>
    </Layout>
  );
}
