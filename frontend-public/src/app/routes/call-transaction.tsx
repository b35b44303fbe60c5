import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { CallTransactionsPage } from '@/features/orders/components/CallTransactionsPage';

// Route /Calltransaction: the customer's international call history. Logged out -> /Login.
export default function CallTransactionRoute() {
  return (
    <Layout>
      <Seo page="callTransaction" />
      <CallTransactionsPage />
    </Layout>
  );
}
