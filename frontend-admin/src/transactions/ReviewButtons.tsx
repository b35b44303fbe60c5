import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type MouseEvent, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { Transaction } from '../api/types';
import { errorMessage } from '../components/apiErrors';
import { ConfirmDialog } from '../components/ConfirmDialog';
import type { AdminDataProvider } from '../dataProvider';
import { callFor, OUTCOME_TEXT, QUESTIONS } from './OrderActions';

type Decision = 'approve' | 'refuse';

/**
 * A held order's Approve and Refuse in the transaction list (docs/specification.md#review-queue),
 * as on the order page: each asks first, then says what came of it and reloads the list. Nothing
 * for any other order.
 */
export function ReviewButtons({ record }: { record: Transaction }) {
  const refresh = useRefresh();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [asking, setAsking] = useState<Decision | null>(null);
  const decide = useMutation({
    mutationFn: (which: Decision) =>
      callFor(dataProvider, which, record.id).then(({ data }) => data),
    onSuccess: (data) => notify(OUTCOME_TEXT[data.outcome], { type: 'info' }),
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
    onSettled: () => {
      setAsking(null);
      refresh();
    },
  });
  if (record.status !== 'HELD_FOR_REVIEW') return null;
  // The row opens the order page on a click: the buttons keep their clicks to themselves.
  const ask = (which: Decision) => (event: MouseEvent) => {
    event.stopPropagation();
    setAsking(which);
  };
  return (
    // One above the other: the list's columns already fill a 1366 px screen.
    <Stack spacing={0.5} onClick={(event) => event.stopPropagation()}>
      <Button size="small" variant="contained" color="success" onClick={ask('approve')}>
        Approve
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={ask('refuse')}>
        Refuse
      </Button>
      <ConfirmDialog
        open={asking !== null}
        question={asking ? QUESTIONS[asking] : ''}
        onConfirm={() => asking && decide.mutate(asking)}
        onCancel={() => setAsking(null)}
        busy={decide.isPending}
      />
    </Stack>
  );
}
