import { lazy, Suspense, useEffect } from 'react';
import type { AboveCountrySlot } from '@/lib/topup-prefill';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { PageHeading } from '@/components/layouts/PageHeading';
import { TopupForm } from './TopupForm';
import { loadBelowTheFormMessages, useT } from '@/i18n/i18n';

// The marketing blocks are below the fold and do nothing before a tap: their code is a chunk of
// its own, out of the home page's JavaScript budget. On a prerendered page their HTML stays as
// drawn until it arrives (React adopts a Suspense boundary when its code is there).
// Their messages come with their code (src/i18n/parts.ts), both before React draws them.
const BelowTheForm = lazy(() =>
  Promise.all([import('./marketing/BelowTheForm'), loadBelowTheFormMessages()]).then(
    ([below]) => below,
  ),
);

/** Route '/': the top-up sender, then what the service promises and how it works. */
export function HomePage({ aboveForm }: { aboveForm?: AboveCountrySlot }) {
  const t = useT();
  // docs/specification.md#home: the page scrolls to top on load, wherever it is mounted from.
  useEffect(() => {
    // A block body: Chromium's scrollTo returns a promise, which React would call as a cleanup.
    window.scrollTo(0, 0);
  }, []);
  return (
    <Stack spacing={6}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, width: '100%', alignSelf: 'center' }}
      >
        <PageHeading>{t('home.heading')}</PageHeading>
        <TopupForm aboveCountry={aboveForm} />
      </Paper>
      <Suspense fallback={null}>
        <BelowTheForm />
      </Suspense>
    </Stack>
  );
}
