import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /MvmProjectFeeSucess. The invoice details come with the mvm feature.
export default function MvmProjectFeeSucessRoute() {
  return (
    <Layout>
      <Seo
        title="Payment Invoice"
        description="The invoice of your course or project payment."
        keywords="payment invoice, receipt"
      />
      <PageHeading>Payment Invoice</PageHeading>
    </Layout>
  );
}
