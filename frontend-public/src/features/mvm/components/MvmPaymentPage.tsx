import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/layouts/PageHeading';
import { MvmBusinessName } from '@/components/site-settings/SiteSettingsText';
import { MvmPaymentForm, type MvmKind } from './MvmPaymentForm';

export const MVM_PAGE_TITLES = {
  course: 'Course Payment',
  project: 'Project Payment',
  card: 'Pay with Stripe',
} as const;

/** /MvmRegistrationFee, /MvmProjectFee and /ch: the heading and the form on a card. */
export function MvmPaymentPage({ kind, pay = 'popup' }: { kind: MvmKind; pay?: 'popup' | 'card' }) {
  const title = pay === 'card' ? MVM_PAGE_TITLES.card : MVM_PAGE_TITLES[kind];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto' }}>
      <Stack spacing={1}>
        <PageHeading>{title}</PageHeading>
        <Typography color="text.secondary" sx={{ pb: 1 }}>
          <MvmBusinessName />
          {pay === 'card' ? ': pay your project by credit or debit card.' : ''}
        </Typography>
        <MvmPaymentForm kind={kind} pay={pay} />
      </Stack>
    </Paper>
  );
}
