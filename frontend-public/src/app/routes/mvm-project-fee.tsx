import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { MvmPaymentPage } from '@/features/mvm/components/MvmPaymentPage';

// Route /MvmProjectFee: the project payment form, wallet or card (no login).
export default function MvmProjectFeeRoute() {
  return (
    <Layout>
      <Seo page="mvmProjectFee" business="mvm" />
      <MvmPaymentPage kind="project" />
    </Layout>
  );
}
