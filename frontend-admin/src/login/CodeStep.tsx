import { Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useLogin } from 'react-admin';
import type { LoginCodeParams } from '../authProvider';
import { ErrorNotice } from '../components/ErrorNotice';
import { CODE_LABEL, CODE_REQUIRED } from '../components/secondFactorTexts';
import { isLoginExpired, secondStepErrorMessage } from './secondStepErrors';

export const CODE_STEP_TEXT =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

/** The login's second step for an admin with an authenticator app. */
export function CodeStep({
  next,
  onExpired,
}: {
  next?: string;
  onExpired: (message: string) => void;
}) {
  const login = useLogin();
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const codeError = submitted && !code.trim() ? CODE_REQUIRED : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!code.trim()) return;
    setBusy(true);
    setServerError(null);
    try {
      const params: LoginCodeParams = { code: code.trim(), next };
      await login(params);
    } catch (error) {
      if (isLoginExpired(error)) onExpired(secondStepErrorMessage(error));
      else setServerError(secondStepErrorMessage(error));
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Typography variant="body2">{CODE_STEP_TEXT}</Typography>
      <TextField
        label={CODE_LABEL}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={Boolean(codeError)}
        helperText={codeError}
        autoComplete="one-time-code"
        autoFocus
        fullWidth
      />
      <ErrorNotice message={serverError} />
      <Button type="submit" variant="contained" disabled={busy}>
        Verify
      </Button>
      <Button onClick={() => onExpired('')} disabled={busy}>
        Back to login
      </Button>
    </Stack>
  );
}
