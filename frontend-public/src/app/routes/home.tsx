import { Layout } from '@/components/layouts/Layout';
import { Seo } from '@/components/seo/Seo';
import { loadAllMessages } from '@/i18n/i18n';
import { lazy, Suspense } from 'react';
import { HomePage } from '@/features/catalog/components/HomePage';
import type { FillTopup } from '@/lib/topup-prefill';

// The saved recipients' chips load after the form: most first visits have none (no login), and
// the home page's JavaScript budget is for the form.
// They need more than the core messages (src/i18n/parts.ts).
const RecipientChips = lazy(() =>
  Promise.all([import('@/features/recipients/components/RecipientChips'), loadAllMessages()]).then(
    ([m]) => ({ default: m.RecipientChips }),
  ),
);

const chips = (fill: FillTopup) => (
  <Suspense fallback={null}>
    <RecipientChips fill={fill} />
  </Suspense>
);

// Route /: the stepwise top-up sender and the marketing blocks.
export default function HomeRoute() {
  return (
    <Layout>
      <Seo page="home" />
      <HomePage aboveForm={chips} />
    </Layout>
  );
}
