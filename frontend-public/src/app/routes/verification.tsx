import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { Verification } from '@/features/auth/components/verification/VerificationForm';

// Route /Verification: the signup code entry (signup data arrives in navigation state).
export default function VerificationRoute() {
  return (
    <Layout>
      <Seo page="verification" />
      <Verification />
    </Layout>
  );
}
