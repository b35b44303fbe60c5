import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { PasswordVerification } from '@/features/auth/components/password-reset/PasswordVerificationForm';

// Route /passwordverification: the reset code entry (the e-mail arrives in navigation state).
export default function PasswordVerificationRoute() {
  return (
    <Layout>
      <Seo page="passwordVerification" />
      <PasswordVerification />
    </Layout>
  );
}
