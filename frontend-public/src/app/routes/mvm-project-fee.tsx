import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { MvmPaymentPage } from '@/features/mvm/components/MvmPaymentPage';

// Route /MvmProjectFee: the project payment form, wallet or card (no login).
export default function MvmProjectFeeRoute() {
  return (
    <Layout>
      <Seo
        business="mvm"
        title="Project Payment"
        description="Pay for your IT project online: choose the project type, enter the amount and pay by wallet or card."
        keywords="project payment, IT services, pay online"
      />
      <MvmPaymentPage kind="project" />
    </Layout>
  );
}
