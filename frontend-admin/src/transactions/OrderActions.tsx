import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useRefresh } from 'react-admin';
import { adminApi } from '../api/adminApi';
import type { OrderActionResult, TransactionDetail } from '../api/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorNotice } from '../components/ErrorNotice';
import { useApiErrorHandler } from '../components/useApiErrorHandler';

type OrderAction = 'check' | 'refund';
type Outcome = OrderActionResult['outcome'];

/** What each outcome means for the person at the desk (the codes come from the server). */
export const OUTCOME_TEXT: Record<Outcome, string> = {
  'payment-confirmed': 'The payment was found and confirmed; the top-up is on its way.',
  'not-paid': 'Not paid: the payment gateway has no payment for this order.',
  completed: 'Delivered: the top-up provider confirms the top-up.',
  refunded: 'Refunded: the money went back to the customer.',
  'refund-failed': 'The refund failed again; see the order events and try later.',
  'in-progress': 'Still in progress at the top-up provider; check again in a minute.',
  'nothing-to-do': 'Nothing to do: this order is final.',
};

const QUESTIONS: Record<OrderAction, string> = {
  check: 'Check this order now with the payment gateway and the top-up provider?',
  refund: 'Refund this order to the customer?',
};

/**
 * "Check now" and "Refund" (docs/specification.md#order-page): both change real money or top-ups,
 * so each asks
 * first, then shows the server's outcome and reloads the order with its new events.
 */
export function OrderActions({ order }: { order: TransactionDetail }) {
  const refresh = useRefresh();
  const handleError = useApiErrorHandler();
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    if (!asking) return;
    setBusy(true);
    setError(null);
    setOutcome(null);
    try {
      const call = asking === 'check' ? adminApi.checkTransaction : adminApi.refundTransaction;
      const result = await call(order.id);
      setOutcome(result.outcome);
      refresh();
    } catch (failure) {
      setError(await handleError(failure));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          variant="outlined"
          onClick={() => setAsking('check')}
          // The server says when a check can do nothing (e.g. a finished order).
          disabled={busy || order.actions?.check === false}
        >
          Check now
        </Button>
        {order.actions?.refund && (
          <Button variant="outlined" color="warning" onClick={() => setAsking('refund')}>
            Refund
          </Button>
        )}
      </Stack>
      {outcome && (
        <Alert severity="info" sx={{ my: 1 }}>
          {OUTCOME_TEXT[outcome]}
        </Alert>
      )}
      <ErrorNotice message={error} />
      <ConfirmDialog
        open={asking !== null}
        question={asking ? QUESTIONS[asking] : ''}
        onConfirm={run}
        onCancel={() => setAsking(null)}
        busy={busy}
      />
    </>
  );
}
