import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /Requestmobiletopup. The requestor/requestee form comes with the support feature.
export default function RequestMobileTopupRoute() {
  return (
    <Layout>
      <Seo
        title="Request Mobile Topup"
        description="Ask a relative or friend abroad to send you mobile credit: we e-mail them your request with a link to top up your phone."
        keywords="request mobile credit, ask for airtime, request top-up, SelamTopup"
      />
      <PageHeading>Request Mobile Topup</PageHeading>
    </Layout>
  );
}
