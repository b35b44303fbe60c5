import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /PayementFailed. The possible reasons come with the checkout feature.
export default function PayementFailedRoute() {
  return (
    <Layout>
      <Seo
        title="Payment Failed"
        description="Your SelamTopup payment could not be completed. Check your card details or balance and try again."
        keywords="payment failed, top-up not sent, SelamTopup"
      />
      <PageHeading>Topup Payemnet Failed</PageHeading>
    </Layout>
  );
}
