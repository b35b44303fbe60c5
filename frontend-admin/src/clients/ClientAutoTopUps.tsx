import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ClientAutoTopUp } from '../api/types';
import { errorMessage } from '../components/apiErrors';
import { ErrorNotice } from '../components/ErrorNotice';
import { formatDateTime } from '../components/format';
import type { AdminDataProvider } from '../dataProvider';

export const NO_AUTO_TOP_UPS = 'No automatic top-ups';

const cents = (n: number | null) => (n === null ? '—' : (n / 100).toFixed(2));

function PauseForm({ schedule, clientId }: { schedule: ClientAutoTopUp; clientId: string }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const pause = useMutation({
    mutationFn: () => dataProvider.pauseAutoTopUp(schedule.id, reason),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['admin', 'clientAutoTopUps', clientId] }),
  });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
      <TextField
        size="small"
        label="Reason to pause"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button
        size="small"
        variant="outlined"
        disabled={!reason.trim() || pause.isPending}
        onClick={() => pause.mutate()}
      >
        Pause
      </Button>
      {pause.error && <Alert severity="error">{errorMessage(pause.error)}</Alert>}
    </Stack>
  );
}

/**
 * The client page's automatic top-ups (docs/specification.md#automatic-top-ups): each schedule
 * with its state and runs, and Pause with a reason (audited) for one that runs.
 */
export function ClientAutoTopUps({ clientId }: { clientId: string }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['admin', 'clientAutoTopUps', clientId],
    queryFn: () => dataProvider.clientAutoTopUps(clientId).then(({ data }) => data),
    retry: false,
  });
  return (
    <Box component="section" sx={{ mb: 3 }} aria-label="Automatic top-ups">
      <Typography variant="h6" component="h2" gutterBottom>
        Automatic top-ups
      </Typography>
      {isPending && <CircularProgress size={24} aria-label="Loading automatic top-ups" />}
      {error && <ErrorNotice message={errorMessage(error)} />}
      {data && data.autoTopUps.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {NO_AUTO_TOP_UPS}
        </Typography>
      )}
      {data?.autoTopUps.map((s) => (
        <Box key={s.id} sx={{ mb: 2 }}>
          <Typography variant="subtitle1">
            {s.productName} to {s.telenumber}, every {s.intervalDays} days · {s.status}
            {s.stopReason ? ` (${s.stopReason})` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Next: {s.nextDueAt ? formatDateTime(s.nextDueAt) : '—'} · agreed {cents(s.agreedCents)}{' '}
            USD
          </Typography>
          {s.runs.length > 0 && (
            <TableContainer>
              <Table size="small" aria-label={`Runs of ${s.telenumber}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Period</TableCell>
                    <TableCell>Due</TableCell>
                    <TableCell>State</TableCell>
                    <TableCell>Outcome</TableCell>
                    <TableCell>Order</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {s.runs.map((r) => (
                    <TableRow key={r.period}>
                      <TableCell>{r.period}</TableCell>
                      <TableCell>{formatDateTime(r.dueAt)}</TableCell>
                      <TableCell>{r.state}</TableCell>
                      <TableCell>{r.outcome ?? ''}</TableCell>
                      <TableCell>{r.orderId ?? ''}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {s.status === 'active' && <PauseForm schedule={s} clientId={clientId} />}
        </Box>
      ))}
    </Box>
  );
}
