import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/layouts/PageHeading';
import { RequestTopupForm } from './RequestTopupForm';
import { useT } from '@/i18n/i18n';

/** /Requestmobiletopup: ask a relative or friend abroad to send mobile credit. */
export function RequestTopupPage() {
  const t = useT();
  return (
    <>
      <PageHeading>{t('nav.requestMobileTopup')}</PageHeading>
      <Typography sx={{ mb: 1, maxWidth: '70ch' }}>{t('request.intro')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        {t('request.hint')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <RequestTopupForm />
      </Paper>
    </>
  );
}
