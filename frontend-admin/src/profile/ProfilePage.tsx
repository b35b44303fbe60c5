import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { adminApi } from '../api/adminApi';
import { readAdmin, updateStoredAdmin } from '../adminStorage';
import type { Admin } from '../api/types';
import { errorStatus } from '../components/apiErrors';
import { ErrorNotice } from '../components/ErrorNotice';
import { PageCard } from '../components/PageCard';
import { useApiErrorHandler } from '../components/useApiErrorHandler';
import { useApiQuery } from '../components/useApiQuery';
import { validateEmail, validateFullName } from '../components/validation';

export const PROFILE_UPDATED = 'admin updated is successfully!';
export const EMAIL_IN_USE = 'Email Already in use';

function ProfileForm({ initial }: { initial: Pick<Admin, 'fullname' | 'email'> }) {
  const handleError = useApiErrorHandler();
  const [fullname, setFullname] = useState(initial.fullname);
  const [email, setEmail] = useState(initial.email);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState(false);
  // docs/specification.md#admin-errors: errors other than 401/500 put the server's text on the name
  // field.
  const [nameServerError, setNameServerError] = useState<string | null>(null);
  const [emailServerError, setEmailServerError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const nameError = (submitted && validateFullName(fullname)) || nameServerError;
  const emailError = (submitted && validateEmail(email)) || emailServerError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSuccess(false);
    setNameServerError(null);
    setEmailServerError(null);
    setError(null);
    if (validateFullName(fullname) || validateEmail(email)) return;
    setBusy(true);
    try {
      const admin = await adminApi.updateAdmin({ email: email.trim(), fullname: fullname.trim() });
      updateStoredAdmin({ fullname: admin.fullname, email: admin.email });
      setSuccess(true);
    } catch (failure) {
      const status = errorStatus(failure);
      const message = await handleError(failure);
      if (status === 409) setEmailServerError(EMAIL_IN_USE);
      else if (status !== undefined && status < 500) setNameServerError(message);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <TextField
        label="Full Name"
        value={fullname}
        onChange={(event) => setFullname(event.target.value)}
        error={Boolean(nameError)}
        helperText={nameError || undefined}
      />
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(emailError)}
        helperText={emailError || undefined}
      />
      {success && <Alert severity="success">{PROFILE_UPDATED}</Alert>}
      <ErrorNotice message={error} />
      <Button type="submit" variant="contained" disabled={busy}>
        Update
      </Button>
    </Stack>
  );
}

/**
 * docs/specification.md#admin-profile (Personal Information) (/Updateadmin, /updateadmin). The form
 * starts
 * from GET /me (the server's record), or from the stored admindata when that load fails.
 */
export function ProfilePage() {
  const me = useApiQuery(adminApi.me);
  return (
    <PageCard title="Personal Information">
      {me.loading ? (
        <CircularProgress size={24} aria-label="Loading" />
      ) : (
        <>
          <ErrorNotice message={me.error} />
          <ProfileForm initial={me.data ?? readAdmin() ?? { fullname: '', email: '' }} />
        </>
      )}
    </PageCard>
  );
}
