import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /Calltransaction. The history table comes with the orders feature.
export default function CallTransactionRoute() {
  return (
    <Layout>
      <Seo
        title="International Call History"
        description="See the history of the international calls you made with the SelamTopup app."
        keywords="international calls, call history, SelamTopup"
      />
      <PageHeading>International Call Transaction</PageHeading>
    </Layout>
  );
}
