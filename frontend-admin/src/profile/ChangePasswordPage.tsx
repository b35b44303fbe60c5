import { Alert, Button, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ChangePasswordBody } from '../api/types';
import { errorMessage, errorStatus } from '../components/apiErrors';
import { ErrorNotice } from '../components/ErrorNotice';
import { PageCard } from '../components/PageCard';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { isStrongPassword } from '../components/passwordRules';
import { PASSWORDS_DIFFER, validatePasswordField } from '../components/validation';
import type { AdminDataProvider } from '../dataProvider';

export const INVALID_OLD_PASSWORD = 'Invalid Old Password';
// docs/specification.md#admin-errors gives a 400 on this screen the build screen's text; kept as specified.
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

/** The refusal's text: this screen's own words for 403 and 400, else the server's. */
function refusalText(error: unknown): string | null {
  if (!error) return null;
  const status = errorStatus(error);
  if (status === 403) return INVALID_OLD_PASSWORD;
  if (status === 400) return BAD_REQUEST_TEXT;
  return errorMessage(error);
}

/** docs/specification.md#admin-change-password (/Adminchangepassword). */
export function ChangePasswordPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [showChecklist, setShowChecklist] = useState(false);
  const passwordChange = useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      dataProvider.changePassword(body).then(({ data }) => data),
  });
  const success = passwordChange.isSuccess
    ? passwordChange.data?.message || PASSWORD_UPDATED
    : null;

  const errors = submitted ? validate(values) : {};
  const change = (field: keyof Values) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    passwordChange.reset();
    if (Object.keys(validate(values)).length > 0) return;
    if (!isStrongPassword(values.next)) {
      setShowChecklist(true);
      return;
    }
    passwordChange.mutate(
      { oldPassword: values.existing, newPassword: values.next },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSubmitted(false);
          setShowChecklist(false);
        },
      },
    );
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
        <ErrorNotice message={refusalText(passwordChange.error)} />
        <Button type="submit" variant="contained" disabled={passwordChange.isPending}>
          Update
        </Button>
      </Stack>
    </PageCard>
  );
}
