import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { SignupForm } from '@/features/auth/components/signup/SignupForm';

// Route /Signup: the registration form.
export default function SignupRoute() {
  return (
    <Layout>
      <Seo
        title="Sign Up"
        description="Create your free SelamTopup account to send mobile airtime top-ups and keep track of your purchases."
        keywords="sign up, register, create account, SelamTopup"
      />
      <SignupForm />
    </Layout>
  );
}
