import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { ForgotPasswordForm } from '@/features/auth/components/password-reset/ForgotPasswordForm';

// Route /ForgotPassword: start of the password reset.
export default function ForgotPasswordRoute() {
  return (
    <Layout>
      <Seo
        title="Forgot Password"
        description="Forgot your SelamTopup password? Enter your e-mail and we will send you a code to reset it."
        keywords="forgot password, reset password, SelamTopup"
      />
      <ForgotPasswordForm />
    </Layout>
  );
}
