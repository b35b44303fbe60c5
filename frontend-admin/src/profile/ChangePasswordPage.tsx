import { Alert, Button, Stack, TextField } from '@mui/material';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { adminApi } from '../api/adminApi';
import { errorStatus } from '../components/apiErrors';
import { ErrorNotice } from '../components/ErrorNotice';
import { PageCard } from '../components/PageCard';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { isStrongPassword } from '../components/passwordRules';
import { useApiErrorHandler } from '../components/useApiErrorHandler';
import { PASSWORDS_DIFFER, validatePasswordField } from '../components/validation';

export const INVALID_OLD_PASSWORD = 'Invalid Old Password';
// docs/specification.md#admin-errors gives a 400 on this screen the build screen's text; kept as
// specified.
export const BAD_REQUEST_TEXT = 'Build failed';
export const PASSWORD_UPDATED = 'Password updated successfully';

interface Values {
  existing: string;
  next: string;
  confirm: string;
}

function validate(values: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const field of ['existing', 'next', 'confirm'] as const) {
    const error = validatePasswordField(values[field]);
    if (error) errors[field] = error;
  }
  if (!errors.next && !errors.confirm && values.next !== values.confirm)
    errors.confirm = PASSWORDS_DIFFER;
  return errors;
}

const EMPTY: Values = { existing: '', next: '', confirm: '' };

/** docs/specification.md#admin-change-password (/Adminchangepassword). */
export function ChangePasswordPage() {
  const handleError = useApiErrorHandler();
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [showChecklist, setShowChecklist] = useState(false);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const errors = submitted ? validate(values) : {};
  const change = (field: keyof Values) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSuccess(null);
    setError(null);
    if (Object.keys(validate(values)).length > 0) return;
    if (!isStrongPassword(values.next)) {
      setShowChecklist(true);
      return;
    }
    setBusy(true);
    try {
      const answer = await adminApi.changePassword({
        oldPassword: values.existing,
        newPassword: values.next,
      });
      setSuccess(answer?.message || PASSWORD_UPDATED);
      setValues(EMPTY);
      setSubmitted(false);
      setShowChecklist(false);
    } catch (failure) {
      const status = errorStatus(failure);
      if (status === 403) setError(INVALID_OLD_PASSWORD);
      else if (status === 400) setError(BAD_REQUEST_TEXT);
      else setError(await handleError(failure));
    } finally {
      setBusy(false);
    }
  };

  const passwordField = (field: keyof Values, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[field]}
      onChange={change(field)}
      onFocus={field === 'next' ? () => setShowChecklist(true) : undefined}
      error={Boolean(errors[field])}
      helperText={errors[field]}
    />
  );

  return (
    <PageCard title="Change Password">
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        {passwordField('existing', 'Existing Password', 'current-password')}
        {passwordField('next', 'New Password', 'new-password')}
        {showChecklist && <PasswordChecklist password={values.next} />}
        {passwordField('confirm', 'Confirm Password', 'new-password')}
        {success && <Alert severity="success">{success}</Alert>}
        <ErrorNotice message={error} />
        <Button type="submit" variant="contained" disabled={busy}>
          Update
        </Button>
      </Stack>
    </PageCard>
  );
}
