import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { TopupTransactionsPage } from '@/features/orders/components/TopupTransactionsPage';

// Route /Topuptransaction: the customer's top-up history. Logged out -> /Login.
export default function TopupTransactionRoute() {
  return (
    <Layout>
      <Seo
        title="Topup Transaction History"
        description="See the mobile top-ups you have sent with SelamTopup and send one again in a click."
        keywords="top-up history, transactions, resend top-up, SelamTopup"
      />
      <TopupTransactionsPage />
    </Layout>
  );
}
