import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /Signup. The registration form comes with the auth feature.
export default function SignupRoute() {
  return (
    <Layout>
      <Seo
        title="Sign Up"
        description="Create your free SelamTopup account to send mobile airtime top-ups and keep track of your purchases."
        keywords="sign up, register, create account, SelamTopup"
      />
      <PageHeading>SignUp</PageHeading>
    </Layout>
  );
}
