import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeading } from '@/components/layouts/PageHeading';
import { RESTORE_STORED_HOME_STATE } from '@/lib/stored-topup';
import { readPaymentSelection } from '../utils/payment-state';
import { ResultActions } from './ResultActions';
import { t, useT } from '@/i18n/i18n';

export const FAILED_TITLE = (): string => t('failed.title');

export const FAILURE_REASONS = ['failed.reason1', 'failed.reason2', 'failed.reason3'] as const;

/** The wallet flow's reason (e.g. 'Transaction declined'), from the navigation state. */
function reasonOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('message' in state)) return '';
  const { message } = state;
  return typeof message === 'string' ? message.slice(0, 200) : '';
}

/** /PayementFailed: the card checkout or the wallet payment was cancelled or declined. */
export function PaymentFailedPage() {
  const t = useT();
  const reason = reasonOf(useLocation().state);
  // The pair the home page stored: the customer can try the same top-up again.
  const [canRetry] = useState(() => readPaymentSelection(null).product !== undefined);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Stack spacing={2}>
        <PageHeading>{FAILED_TITLE()}</PageHeading>
        {reason && <Alert severity="error">{reason}</Alert>}
        <Typography>{t('failed.possible')}</Typography>
        <List dense aria-label={t('failed.reasonsLabel')} sx={{ listStyle: 'disc', pl: 3 }}>
          {FAILURE_REASONS.map((reason) => (
            <ListItem key={reason} sx={{ display: 'list-item', pl: 0 }}>
              <ListItemText primary={t(reason)} />
            </ListItem>
          ))}
        </List>
        <Typography color="text.secondary">{t('failed.noTopup')}</Typography>
        {/* Home shows the top-up the person was buying, to change it or try again. */}
        <ResultActions homeState={canRetry ? RESTORE_STORED_HOME_STATE : undefined}>
          {canRetry && (
            <Button component={Link} to="/Payment" variant="text" startIcon={<ReplayIcon />}>
              {t('failed.tryAgain')}
            </Button>
          )}
        </ResultActions>
      </Stack>
    </Paper>
  );
}
