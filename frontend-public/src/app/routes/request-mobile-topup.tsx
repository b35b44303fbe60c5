import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { RequestTopupPage } from '@/features/support/components/RequestTopupPage';

// Route /Requestmobiletopup, for visitors and customers alike.
export default function RequestMobileTopupRoute() {
  return (
    <Layout>
      <Seo page="requestMobileTopup" />
      <RequestTopupPage />
    </Layout>
  );
}
