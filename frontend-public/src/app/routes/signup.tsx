import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { SignupForm } from '@/features/auth/components/signup/SignupForm';

// Route /Signup: the registration form.
export default function SignupRoute() {
  return (
    <Layout>
      <Seo page="signup" />
      <SignupForm />
    </Layout>
  );
}
