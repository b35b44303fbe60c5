import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { MvmPaymentPage } from '@/features/mvm/components/MvmPaymentPage';

// Route /MvmRegistrationFee: the course payment form (no login).
export default function MvmRegistrationFeeRoute() {
  return (
    <Layout>
      <Seo
        business="mvm"
        title="Course Payment"
        description="Pay your training course fee online: choose your course, enter the amount and pay securely."
        keywords="course payment, training fee, pay online"
      />
      <MvmPaymentPage kind="course" />
    </Layout>
  );
}
