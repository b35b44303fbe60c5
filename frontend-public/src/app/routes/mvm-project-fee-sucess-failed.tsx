import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /MvmProjectFeeSucessFailed. The failure details come with the mvm feature.
export default function MvmProjectFeeSucessFailedRoute() {
  return (
    <Layout>
      <Seo
        title="Payment Unsuccessful"
        description="Your course or project payment could not be processed. Please try again."
        keywords="payment unsuccessful, payment failed"
      />
      <PageHeading>Payment Unsuccessful</PageHeading>
    </Layout>
  );
}
