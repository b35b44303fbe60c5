import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useLocation } from 'react-router';
import { PageHeading } from '@/components/layouts/PageHeading';
import { useAdopted } from '@/lib/adoption';
import { formatUsd } from '../utils/amount';
import { readFailureParams } from '../utils/result-params';
import { DetailList } from './DetailList';
import { t, useT } from '@/i18n/i18n';

export const UNSUCCESSFUL_TITLE = (): string => t('mvm.unsuccessfulTitle');
export const DEFAULT_FAILURE = (): string => t('mvm.defaultFailure');

/**
 * /MvmProjectFeeSucessFailed: the card checkout was cancelled or declined. What was being paid
 * comes from the navigation state or the query string (cancel_url); nothing here claims a payment.
 */
export function MvmPaymentFailedPage() {
  const t = useT();
  const { search, state } = useLocation();
  // The prerendered page has no query string: what it says waits until React has adopted it.
  const adopted = useAdopted();
  const params = useMemo(
    () => readFailureParams(adopted ? search : '', adopted ? state : null),
    [adopted, search, state],
  );
  const rows: [string, string][] = (
    [
      [t('mvm.payerName'), params.payerName],
      [t('mvm.description'), params.description],
      [
        t('orders.amount'),
        params.amount ? t('mvm.amountUsd', { amount: formatUsd(params.amount) }) : '',
      ],
    ] as [string, string][]
  ).filter(([, value]) => value);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Stack spacing={3}>
        <PageHeading>{UNSUCCESSFUL_TITLE()}</PageHeading>
        <Alert severity="error">{params.errorMessage || DEFAULT_FAILURE()}</Alert>
        {rows.length > 0 && <DetailList label={t('mvm.paymentDetails')} rows={rows} />}
        <div>
          <Button
            component={Link}
            to="/MvmProjectFee"
            variant="outlined"
            startIcon={<ArrowBackIcon />}
          >
            {t('common.back')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
