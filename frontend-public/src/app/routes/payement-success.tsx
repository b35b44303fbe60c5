import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /payementSuccess. The receipt details come with the checkout feature.
export default function PayementSuccessRoute() {
  return (
    <Layout>
      <Seo
        title="Payment Successful"
        description="Your SelamTopup payment was successful and your mobile top-up is on its way."
        keywords="payment successful, top-up sent, SelamTopup"
      />
      <PageHeading>Topup Payemnet Successful</PageHeading>
    </Layout>
  );
}
