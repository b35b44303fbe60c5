import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { LoginForm } from '@/features/auth/components/login/LoginForm';

// Route /Login: the customer log-in.
export default function LoginRoute() {
  return (
    <Layout>
      <Seo page="login" />
      <LoginForm />
    </Layout>
  );
}
