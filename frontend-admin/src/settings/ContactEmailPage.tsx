import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { adminApi } from '../api/adminApi';
import { ErrorNotice } from '../components/ErrorNotice';
import { MasterOnly } from '../components/MasterOnly';
import { PageCard } from '../components/PageCard';
import { useApiErrorHandler } from '../components/useApiErrorHandler';
import { useApiQuery } from '../components/useApiQuery';
import { validateEmail } from '../components/validation';

export const CONTACT_EMAIL_SAVED = 'Contact email updated';

/** The master's "Change Contact email": where the customer site's contact messages go. */
function ContactEmailForm({ initialEmail }: { initialEmail: string }) {
  const handleError = useApiErrorHandler();
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fieldError = submitted ? validateEmail(email) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSaved(false);
    if (validateEmail(email)) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await adminApi.setContactEmail({ email: email.trim() });
      setEmail(answer.email);
      setSaved(true);
    } catch (failure) {
      setError(await handleError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <TextField
        label="Contact email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(fieldError)}
        helperText={fieldError}
      />
      {saved && <Alert severity="success">{CONTACT_EMAIL_SAVED}</Alert>}
      <ErrorNotice message={error} />
      <Button type="submit" variant="contained" disabled={busy}>
        Update
      </Button>
    </Stack>
  );
}

/** Loads the current address; the form starts from it (or empty when the load failed). */
function ContactEmail() {
  const current = useApiQuery(adminApi.getContactEmail);
  if (current.loading) return <CircularProgress size={24} aria-label="Loading" />;
  return (
    <>
      <ErrorNotice message={current.error} />
      <ContactEmailForm initialEmail={current.data?.email ?? ''} />
    </>
  );
}

export function ContactEmailPage() {
  return (
    <MasterOnly>
      <PageCard title="Change Contact email">
        <ContactEmail />
      </PageCard>
    </MasterOnly>
  );
}
