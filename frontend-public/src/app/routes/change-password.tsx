import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /Changepassword. The form and login redirect come with the profile feature.
export default function ChangePasswordRoute() {
  return (
    <Layout>
      <Seo
        title="Change Password"
        description="Change the password of your SelamTopup account."
        keywords="change password, account security, SelamTopup"
      />
      <PageHeading>Change Password</PageHeading>
    </Layout>
  );
}
