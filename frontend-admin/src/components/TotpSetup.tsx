import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import type { TotpEnrolment } from '../api/types';
import { ErrorNotice } from './ErrorNotice';
import { CODE_LABEL, SCAN_TEXT, groupedKey, validateTotpCode } from './secondFactorTexts';

/**
 * Enrolling an authenticator app (the profile, or a login a master's rule stops): the QR code,
 * the same key as text for typing, and the first code, which turns the second factor on.
 */
export function TotpSetup({
  enrolment,
  onConfirm,
  busy,
  error,
}: {
  enrolment: TotpEnrolment;
  onConfirm: (code: string) => void;
  busy: boolean;
  error?: string | null;
}) {
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const codeError = submitted ? validateTotpCode(code) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateTotpCode(code)) return;
    onConfirm(code.replace(/\s/g, ''));
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Typography variant="body2">{SCAN_TEXT}</Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt="QR code for your authenticator app"
        sx={{ width: 200, height: 200, alignSelf: 'center', imageRendering: 'pixelated' }}
      />
      <Box>
        <Typography variant="caption" color="text.secondary" id="totp-key-label">
          Key
        </Typography>
        <Typography
          component="code"
          aria-labelledby="totp-key-label"
          sx={{
            display: 'block',
            fontFamily: 'monospace',
            fontSize: '1rem',
            wordBreak: 'break-word',
            userSelect: 'all',
          }}
        >
          {groupedKey(enrolment.secret)}
        </Typography>
      </Box>
      <TextField
        label={CODE_LABEL}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={Boolean(codeError)}
        helperText={codeError}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
      />
      <ErrorNotice message={error} />
      <Button type="submit" variant="contained" disabled={busy}>
        Turn on
      </Button>
    </Stack>
  );
}
