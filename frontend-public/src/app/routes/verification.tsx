import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { Verification } from '@/features/auth/components/verification/VerificationForm';

// Route /Verification: the signup code entry (signup data arrives in navigation state).
export default function VerificationRoute() {
  return (
    <Layout>
      <Seo
        title="Verify your e-mail"
        description="Enter the 8-character code we sent to your e-mail to activate your SelamTopup account."
        keywords="verification code, activate account, SelamTopup"
      />
      <Verification />
    </Layout>
  );
}
