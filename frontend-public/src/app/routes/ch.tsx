import { Layout } from '../../components/layouts/Layout';
import { PageHeading } from '../../components/layouts/PageHeading';
import { Seo } from '../../components/seo/Seo';

// Route /ch. The specification does not show this page's content; the card button comes with the mvm feature.
export default function ChRoute() {
  return (
    <Layout>
      <Seo
        title="Card Payment"
        description="Pay securely by credit or debit card."
        keywords="card payment, credit card, debit card"
      />
      <PageHeading>Pay with Stripe</PageHeading>
    </Layout>
  );
}
