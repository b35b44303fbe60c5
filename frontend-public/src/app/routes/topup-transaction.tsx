import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /Topuptransaction. The history table comes with the orders feature.
export default function TopupTransactionRoute() {
  return (
    <Layout>
      <Seo
        title="Topup Transaction History"
        description="See the mobile top-ups you have sent with SelamTopup and send one again in a click."
        keywords="top-up history, transactions, resend top-up, SelamTopup"
      />
      <PageHeading>Topup Transaction</PageHeading>
    </Layout>
  );
}
