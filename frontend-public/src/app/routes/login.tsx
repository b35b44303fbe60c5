import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { LoginForm } from '@/features/auth/components/login/LoginForm';

// Route /Login: the customer log-in.
export default function LoginRoute() {
  return (
    <Layout>
      <Seo
        title="Log In"
        description="Log in to your SelamTopup account to send mobile top-ups and see your transaction history."
        keywords="log in, sign in, customer account, SelamTopup"
      />
      <LoginForm />
    </Layout>
  );
}
