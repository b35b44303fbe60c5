import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import { Link, useLocation } from 'react-router';
import { PageHeading } from '@/components/layouts/PageHeading';
import { MvmBusinessName } from '@/components/site-settings/SiteSettingsText';
import { site } from '@/config/site';
import { useAdopted } from '@/lib/adoption';
import { isApiError } from '@/lib/api-client';
import { failureText } from '@/lib/api-failure';
import { useMvmPayment, type MvmPayment, type PollOptions } from '../api/mvm-payment';
import { formatDate, formatUsd } from '../utils/amount';
import { readPaymentId } from '../utils/result-params';
import { DetailList } from './DetailList';
import { t, useT } from '@/i18n/i18n';

export const INVOICE_TITLE = (): string => t('mvm.invoiceTitle');

export const INVOICE_TEXT = {
  get noPayment() {
    return t('mvm.invoice.noPayment');
  },
  get notFound() {
    return t('mvm.invoice.notFound');
  },
  get checking() {
    return t('mvm.invoice.checking');
  },
  get gaveUp() {
    return t('mvm.invoice.gaveUp');
  },
  get notPaid() {
    return t('mvm.invoice.notPaid');
  },
} as const;

function Invoice({ payment }: { payment: MvmPayment }) {
  const t = useT();
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        <MvmBusinessName /> · {site.mvm.email}
      </Typography>
      <DetailList
        label={t('mvm.invoiceLabel')}
        rows={[
          [t('mvm.payerName'), payment.payerName],
          [t('mvm.description'), payment.description],
          [t('mvm.amountInUsd'), formatUsd(payment.amountUsd)],
          [t('mvm.transactionDate'), formatDate(payment.paidAt ?? payment.createdAt)],
        ]}
      />
    </Stack>
  );
}

function Status({ payment, gaveUp }: { payment: MvmPayment; gaveUp: boolean }) {
  if (payment.status === 'PAID') return <Invoice payment={payment} />;
  if (payment.status !== 'PENDING') return <Alert severity="error">{INVOICE_TEXT.notPaid}</Alert>;
  if (gaveUp) return <Alert severity="warning">{INVOICE_TEXT.gaveUp}</Alert>;
  return (
    <Alert role="status" severity="info" icon={<CircularProgress size={20} aria-hidden="true" />}>
      {INVOICE_TEXT.checking}
    </Alert>
  );
}

const loadFailure = (error: unknown) =>
  isApiError(error) && error.status === 404
    ? INVOICE_TEXT.notFound
    : failureText(error, (status, message) => message ?? `Error ${status}`);

/**
 * /MvmProjectFeeSucess: the invoice of the payment named by `payment` in the query string, shown
 * only once the server says it is PAID. The amount, description and payer name of the query
 * string are never printed: a hand-made URL cannot make a receipt.
 */
export function MvmInvoicePage({ poll }: { poll?: PollOptions }) {
  const t = useT();
  const { search, state } = useLocation();
  // The prerendered page has no query string: the payment is read once React has adopted it.
  const adopted = useAdopted();
  const paymentId = useMemo(
    () => (adopted ? readPaymentId(search, state) : ''),
    [adopted, search, state],
  );
  const payment = useMvmPayment(paymentId || undefined, poll);
  const error = payment.isError ? loadFailure(payment.error) : null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Stack spacing={3}>
        <PageHeading>{INVOICE_TITLE()}</PageHeading>
        {adopted && !paymentId && <Alert severity="info">{INVOICE_TEXT.noPayment}</Alert>}
        {paymentId && payment.isLoading && (
          <Alert
            role="status"
            severity="info"
            icon={<CircularProgress size={20} aria-hidden="true" />}
          >
            {INVOICE_TEXT.checking}
          </Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {payment.data && <Status payment={payment.data} gaveUp={payment.gaveUp} />}
        <div>
          <Button component={Link} to="/MvmProjectFee" variant="contained" startIcon={<HomeIcon />}>
            {t('mvm.backHome')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
