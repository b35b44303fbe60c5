import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { MvmPaymentPage } from '@/features/mvm/components/MvmPaymentPage';

// Route /MvmRegistrationFee: the course payment form (no login).
export default function MvmRegistrationFeeRoute() {
  return (
    <Layout>
      <Seo page="mvmRegistrationFee" business="mvm" />
      <MvmPaymentPage kind="course" />
    </Layout>
  );
}
