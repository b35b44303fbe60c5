import { Alert, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import type { OrderActionResult, TransactionDetail } from '../api/types';
import { errorMessage } from '../components/apiErrors';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorNotice } from '../components/ErrorNotice';
import type { AdminDataProvider } from '../dataProvider';

export type OrderAction = 'check' | 'refund' | 'approve' | 'refuse';
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

export const QUESTIONS: Record<OrderAction, string> = {
  check: 'Check this order now with the payment gateway and the top-up provider?',
  refund: 'Refund this order to the customer?',
  approve: 'Approve this payment and send the top-up now?',
  refuse: 'Refuse this payment and refund the customer now?',
};

/** The data provider's call for each action. */
export const callFor = (dataProvider: AdminDataProvider, which: OrderAction, id: string) =>
  ({
    check: dataProvider.checkTransaction,
    refund: dataProvider.refundTransaction,
    approve: dataProvider.approveTransaction,
    refuse: dataProvider.refuseTransaction,
  })[which](id);

/**
 * "Check now" and "Refund" (docs/specification.md#order-page), and a held order's "Approve" and
 * "Refuse" (docs/specification.md#review-queue): all change real money or top-ups, so each asks
 * first, then shows the server's outcome and reloads the order with its new events.
 */
export function OrderActions({ order }: { order: TransactionDetail }) {
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const action = useMutation({
    mutationFn: (which: OrderAction) =>
      callFor(dataProvider, which, order.id).then(({ data }) => data),
    onSuccess: () => refresh(),
    onSettled: () => setAsking(null),
  });
  const busy = action.isPending;
  const outcome: Outcome | undefined = action.data?.outcome;
  const run = () => {
    if (asking) action.mutate(asking);
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
        {order.actions?.approve && (
          <Button variant="contained" color="success" onClick={() => setAsking('approve')}>
            Approve
          </Button>
        )}
        {order.actions?.refuse && (
          <Button variant="outlined" color="error" onClick={() => setAsking('refuse')}>
            Refuse
          </Button>
        )}
      </Stack>
      {outcome && (
        <Alert severity="info" sx={{ my: 1 }}>
          {OUTCOME_TEXT[outcome]}
        </Alert>
      )}
      <ErrorNotice message={action.error && errorMessage(action.error)} />
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
