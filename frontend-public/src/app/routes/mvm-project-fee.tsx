import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /MvmProjectFee. The project payment form comes with the mvm feature.
export default function MvmProjectFeeRoute() {
  return (
    <Layout>
      <Seo
        title="Project Payment"
        description="Pay for your IT project online: choose the project type, enter the amount and pay by wallet or card."
        keywords="project payment, IT services, pay online"
      />
      <PageHeading>Project Payment</PageHeading>
    </Layout>
  );
}
