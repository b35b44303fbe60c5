import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { ResetPassword } from '@/features/auth/components/password-reset/ResetPasswordForm';

// Route /resetpassword: the new password (e-mail and code arrive in navigation state).
export default function ResetPasswordRoute() {
  return (
    <Layout>
      <Seo page="resetPassword" />
      <ResetPassword />
    </Layout>
  );
}
