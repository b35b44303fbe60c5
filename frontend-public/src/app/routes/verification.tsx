import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /Verification. The code entry comes with the auth feature.
export default function VerificationRoute() {
  return (
    <Layout>
      <Seo
        title="Verify your e-mail"
        description="Enter the 8-character code we sent to your e-mail to activate your SelamTopup account."
        keywords="verification code, activate account, SelamTopup"
      />
      <PageHeading>Verification</PageHeading>
    </Layout>
  );
}
