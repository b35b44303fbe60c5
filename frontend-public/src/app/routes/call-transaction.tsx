import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { CallTransactionsPage } from '@/features/orders/components/CallTransactionsPage';

// Route /Calltransaction: the customer's international call history. Logged out -> /Login.
export default function CallTransactionRoute() {
  return (
    <Layout>
      <Seo
        title="International Call History"
        description="See the history of the international calls you made with the SelamTopup app."
        keywords="international calls, call history, SelamTopup"
      />
      <CallTransactionsPage />
    </Layout>
  );
}
