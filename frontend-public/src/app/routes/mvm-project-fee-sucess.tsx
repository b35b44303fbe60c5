import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { MvmInvoicePage } from '@/features/mvm/components/MvmInvoicePage';

// Route /MvmProjectFeeSucess: the invoice of a payment the server confirms as PAID.
export default function MvmProjectFeeSucessRoute() {
  return (
    <Layout>
      <Seo page="mvmProjectFeeSucess" business="mvm" />
      <MvmInvoicePage />
    </Layout>
  );
}
