import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { ForgotPasswordForm } from '@/features/auth/components/password-reset/ForgotPasswordForm';

// Route /ForgotPassword: start of the password reset.
export default function ForgotPasswordRoute() {
  return (
    <Layout>
      <Seo page="forgotPassword" />
      <ForgotPasswordForm />
    </Layout>
  );
}
