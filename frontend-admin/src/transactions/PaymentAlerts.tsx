import { Alert, Box, Stack, Typography } from '@mui/material';
import type { PaymentAlert, TransactionDetail } from '../api/types';
import { formatDateTime, formatUsd } from '../components/format';

/** Stripe's dispute statuses in words (docs/decisions.md#disputes). */
const DISPUTE_STATUS: Record<string, string> = {
  warning_needs_response: 'Inquiry: needs a response',
  warning_under_review: 'Inquiry: under review',
  warning_closed: 'Inquiry closed',
  needs_response: 'Needs a response',
  under_review: 'Under review',
  won: 'Won',
  lost: 'Lost',
};

const words = (text: string) => text.replaceAll('_', ' ');

function AlertLine({ alert }: { alert: PaymentAlert }) {
  if (alert.kind === 'early_fraud_warning')
    return (
      <Alert severity="error">
        <strong>Early fraud warning</strong> {alert.id} ({words(alert.reason)}),{' '}
        {formatDateTime(alert.at)}:{' '}
        {alert.refundRef
          ? `refunded (${alert.refundRef})`
          : alert.status === 'not_actionable'
            ? 'not refunded (Stripe: refunded or disputed already)'
            : 'refund pending'}
      </Alert>
    );
  const done = alert.status === 'won' || alert.status === 'lost';
  return (
    <Alert severity={alert.status === 'won' ? 'success' : done ? 'error' : 'warning'}>
      <strong>Dispute</strong> {alert.id} ({words(alert.reason)}
      {alert.amount !== null ? `, ${formatUsd(alert.amount)} USD` : ''}), opened{' '}
      {formatDateTime(alert.at)}. Status:{' '}
      <strong>{DISPUTE_STATUS[alert.status] ?? words(alert.status)}</strong>
      {!done && ' — answer it in the Stripe dashboard'}
    </Alert>
  );
}

/** The order's early fraud warnings and disputes, and whether its customer is blocked. */
export function PaymentAlerts({ order }: { order: TransactionDetail }) {
  const alerts = order.paymentAlerts ?? [];
  const blocked = order.customer?.blocked ?? null;
  if (!alerts.length && !blocked) return null;
  return (
    <Box component="section" sx={{ mb: 3 }} aria-label="Fraud and disputes">
      <Typography variant="h6" component="h2" gutterBottom>
        Fraud and disputes
      </Typography>
      <Stack spacing={1}>
        {alerts.map((alert) => (
          <AlertLine key={alert.id} alert={alert} />
        ))}
        {blocked && (
          <Alert severity="info">The customer is blocked from buying: {blocked.reason}</Alert>
        )}
      </Stack>
    </Box>
  );
}
