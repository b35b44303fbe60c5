import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { RequestTopupPage } from '@/features/support/components/RequestTopupPage';

// Route /Requestmobiletopup, for visitors and customers alike.
export default function RequestMobileTopupRoute() {
  return (
    <Layout>
      <Seo
        title="Request Mobile Topup"
        description="Ask a relative or friend abroad to send you mobile credit: we e-mail them your request with a link to top up your phone."
        keywords="request mobile credit, ask for airtime, request top-up, SelamTopup"
      />
      <RequestTopupPage />
    </Layout>
  );
}
