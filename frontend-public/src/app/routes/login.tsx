import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /Login. The login form comes with the auth feature.
export default function LoginRoute() {
  return (
    <Layout>
      <Seo
        title="Log In"
        description="Log in to your SelamTopup account to send mobile top-ups and see your transaction history."
        keywords="log in, sign in, customer account, SelamTopup"
      />
      <PageHeading>Login</PageHeading>
    </Layout>
  );
}
