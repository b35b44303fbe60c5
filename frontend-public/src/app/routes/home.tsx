import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { HomePage } from '@/features/catalog/components/HomePage';

// Route /: the stepwise top-up sender and the marketing blocks.
export default function HomeRoute() {
  return (
    <Layout>
      <Seo
        title="SelamTopup | Send mobile airtime top-ups home"
        description="Send mobile airtime top-ups to family and friends in Africa in three steps: enter the mobile number, select the top-up amount, confirm the payment. Instant, secure and available 24/7."
        keywords="mobile top-up, send airtime, recharge, Ethiopia, Eritrea, Kenya, Tanzania, Uganda, diaspora, SelamTopup"
      />
      <HomePage />
    </Layout>
  );
}
