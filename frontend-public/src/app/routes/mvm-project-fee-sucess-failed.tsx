import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { MvmPaymentFailedPage } from '@/features/mvm/components/MvmPaymentFailedPage';

// Route /MvmProjectFeeSucessFailed: the card checkout was cancelled or declined.
export default function MvmProjectFeeSucessFailedRoute() {
  return (
    <Layout>
      <Seo page="mvmProjectFeeSucessFailed" business="mvm" />
      <MvmPaymentFailedPage />
    </Layout>
  );
}
