import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { RECOVERY_TEXT } from './secondFactorTexts';

/** The recovery codes, shown once right after the enrolment. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n'));
    setCopied(true);
  };
  return (
    <Stack spacing={1.5}>
      <Alert severity="success">Two-step verification is on.</Alert>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Your recovery codes
      </Typography>
      <Typography variant="body2">{RECOVERY_TEXT}</Typography>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          listStyle: 'none',
          p: 1.5,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="outlined" onClick={copy} sx={{ alignSelf: 'flex-start' }}>
        {copied ? 'Copied' : 'Copy the codes'}
      </Button>
    </Stack>
  );
}
