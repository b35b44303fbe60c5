import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /passwordverification. The code entry comes with the auth feature.
export default function PasswordVerificationRoute() {
  return (
    <Layout>
      <Seo
        title="Password Verification"
        description="Enter the 8-character code we sent to your e-mail to reset your SelamTopup password."
        keywords="password reset code, verification, SelamTopup"
      />
      <PageHeading>Password Verification</PageHeading>
    </Layout>
  );
}
