import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /MvmRegistrationFee. The course payment form comes with the mvm feature.
export default function MvmRegistrationFeeRoute() {
  return (
    <Layout>
      <Seo
        title="Course Payment"
        description="Pay your training course fee online: choose your course, enter the amount and pay securely."
        keywords="course payment, training fee, pay online"
      />
      <PageHeading>Course Payment</PageHeading>
    </Layout>
  );
}
