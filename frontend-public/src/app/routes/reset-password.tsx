import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { ResetPassword } from '@/features/auth/components/password-reset/ResetPasswordForm';

// Route /resetpassword: the new password (e-mail and code arrive in navigation state).
export default function ResetPasswordRoute() {
  return (
    <Layout>
      <Seo
        title="Reset Password"
        description="Choose a new password for your SelamTopup account."
        keywords="new password, reset password, SelamTopup"
      />
      <ResetPassword />
    </Layout>
  );
}
