import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import type { Client } from '../api/types';
import { errorMessage } from '../components/apiErrors';
import { ErrorNotice } from '../components/ErrorNotice';
import { formatDateTime } from '../components/format';
import type { AdminDataProvider } from '../dataProvider';

export const BLOCKED_BY_STRIPE = 'Stripe (fraud warning or dispute)';

/**
 * Whether the client may buy, and Block / Unblock with a reason (docs/decisions.md#early-fraud-warnings): the
 * server keeps the reason on the client and in the audit log. A blocked client keeps their
 * account and history; only checkout refuses them.
 */
export function ClientBlock({ client }: { client: Client }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const blocked = client.blocked ?? null;
  const change = useMutation({
    mutationFn: () =>
      blocked
        ? dataProvider.unblockClient(client.id, reason.trim())
        : dataProvider.blockClient(client.id, reason.trim()),
    onSuccess: () => {
      setOpen(false);
      setReason('');
      refresh();
    },
  });
  const action = blocked ? 'Unblock' : 'Block';
  return (
    <Box sx={{ mb: 3 }}>
      {blocked ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          Blocked from buying since {formatDateTime(blocked.at)} by{' '}
          {blocked.by === 'stripe' ? BLOCKED_BY_STRIPE : blocked.by}: {blocked.reason}
        </Alert>
      ) : (
        <Alert severity="success" sx={{ mb: 1 }}>
          May buy.
        </Alert>
      )}
      <Button
        variant="outlined"
        color={blocked ? 'primary' : 'error'}
        onClick={() => setOpen(true)}
      >
        {action} client
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>
          {action} {client.fullname}
        </DialogTitle>
        <DialogContent>
          <TextField
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 500 } }}
            helperText={
              blocked
                ? 'Why may this client buy again? Kept in the audit log.'
                : 'Why? The client is refused at checkout; kept on the client and in the audit log.'
            }
          />
          <ErrorNotice message={change.error && errorMessage(change.error)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={change.isPending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color={blocked ? 'primary' : 'error'}
            disabled={change.isPending || !reason.trim()}
            onClick={() => change.mutate()}
          >
            {action}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
