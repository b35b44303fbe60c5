import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/layouts/PageHeading';
import { MvmBusinessName } from '@/components/site-settings/SiteSettingsText';
import { MvmPaymentForm, type MvmKind } from './MvmPaymentForm';
import { t, useT } from '@/i18n/i18n';

export const MVM_PAGE_TITLES = {
  get course() {
    return t('mvm.pageTitle.course');
  },
  get project() {
    return t('mvm.pageTitle.project');
  },
  get card() {
    return t('mvm.pageTitle.card');
  },
} as const;

/** /MvmRegistrationFee, /MvmProjectFee and /ch: the heading and the form on a card. */
export function MvmPaymentPage({ kind, pay = 'popup' }: { kind: MvmKind; pay?: 'popup' | 'card' }) {
  useT();
  const title = pay === 'card' ? MVM_PAGE_TITLES.card : MVM_PAGE_TITLES[kind];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto' }}>
      <Stack spacing={1}>
        <PageHeading>{title}</PageHeading>
        <Typography color="text.secondary" sx={{ pb: 1 }}>
          <MvmBusinessName />
          {pay === 'card' ? t('mvm.cardIntro') : ''}
        </Typography>
        <MvmPaymentForm kind={kind} pay={pay} />
      </Stack>
    </Paper>
  );
}
