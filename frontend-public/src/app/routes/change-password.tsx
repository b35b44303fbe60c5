import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { ChangePasswordPage } from '@/features/profile/components/ChangePasswordPage';

// Route /Changepassword. Logged out -> /Login.
export default function ChangePasswordRoute() {
  return (
    <Layout>
      <Seo page="changePassword" />
      <ChangePasswordPage />
    </Layout>
  );
}
