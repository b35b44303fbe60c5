import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { MvmInvoicePage } from '@/features/mvm/components/MvmInvoicePage';

// Route /MvmProjectFeeSucess: the invoice of a payment the server confirms as PAID.
export default function MvmProjectFeeSucessRoute() {
  return (
    <Layout>
      <Seo
        business="mvm"
        title="Payment Invoice"
        description="The invoice of your course or project payment."
        keywords="payment invoice, receipt"
      />
      <MvmInvoicePage />
    </Layout>
  );
}
