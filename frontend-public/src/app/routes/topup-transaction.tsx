import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { TopupTransactionsPage } from '@/features/orders/components/TopupTransactionsPage';

// Route /Topuptransaction: the customer's top-up history. Logged out -> /Login.
export default function TopupTransactionRoute() {
  return (
    <Layout>
      <Seo page="topupTransaction" />
      <TopupTransactionsPage />
    </Layout>
  );
}
