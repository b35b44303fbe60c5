import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /resetpassword. The new-password form comes with the auth feature.
export default function ResetPasswordRoute() {
  return (
    <Layout>
      <Seo
        title="Reset Password"
        description="Choose a new password for your SelamTopup account."
        keywords="new password, reset password, SelamTopup"
      />
      <PageHeading>Reset Password</PageHeading>
    </Layout>
  );
}
