import ContentCopy from '@mui/icons-material/ContentCopy';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { useRecordContext } from 'react-admin';
import type { Transaction } from '../api/types';

/** The full order id (admins paste it into support tickets), with a copy button. */
export function TransactionIdField(_props: { label?: string }) {
  const record = useRecordContext<Transaction>();
  const [copied, setCopied] = useState(false);
  if (!record) return null;
  const copy = async (event: MouseEvent) => {
    // Copying must not open the order page (the row's click).
    event.stopPropagation();
    await navigator.clipboard?.writeText(record.id);
    setCopied(true);
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {record.id}
      </Typography>
      <Tooltip title={copied ? 'Copied' : 'Copy'}>
        <IconButton size="small" aria-label="Copy transaction ID" onClick={copy}>
          <ContentCopy fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
