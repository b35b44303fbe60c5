import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { AutoTopUpsSection } from '@/features/autotopup/components/AutoTopUpsSection';
import { ProfilePage } from '@/features/profile/components/ProfilePage';
import { RecipientsSection } from '@/features/recipients/components/RecipientsSection';

// Route /Profile (matching is case-insensitive, so /profile lands here too). Logged out -> /Login.
export default function ProfileRoute() {
  return (
    <Layout>
      <Seo page="profile" />
      <ProfilePage
        extra={
          <>
            <RecipientsSection />
            <AutoTopUpsSection />
          </>
        }
      />
    </Layout>
  );
}
