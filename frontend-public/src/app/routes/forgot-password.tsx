import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /ForgotPassword. The e-mail form comes with the auth feature.
export default function ForgotPasswordRoute() {
  return (
    <Layout>
      <Seo
        title="Forgot Password"
        description="Forgot your SelamTopup password? Enter your e-mail and we will send you a code to reset it."
        keywords="forgot password, reset password, SelamTopup"
      />
      <PageHeading>Forgot Password</PageHeading>
    </Layout>
  );
}
