import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /Profile. The profile form, side menu and login redirect come with the profile feature. Route matching is case-insensitive, so /profile lands here too.
export default function ProfileRoute() {
  return (
    <Layout>
      <Seo
        title="Personal Information"
        description="Manage your SelamTopup profile: your full name, mobile number and e-mail address."
        keywords="profile, personal information, account settings, SelamTopup"
      />
      <PageHeading>Personal Information</PageHeading>
    </Layout>
  );
}
