import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ContactEmail as ContactEmailBody } from '../api/types';
import { errorMessage } from '../components/apiErrors';
import { ErrorNotice } from '../components/ErrorNotice';
import { MasterOnly } from '../components/MasterOnly';
import { PageCard } from '../components/PageCard';
import { validateEmail } from '../components/validation';
import type { AdminDataProvider } from '../dataProvider';

export const CONTACT_EMAIL_SAVED = 'Contact email updated';

const CONTACT_EMAIL_KEY = ['admin', 'contactEmail'];

/** The master's "Change Contact email": where the customer site's contact messages go. */
function ContactEmailForm({ initialEmail }: { initialEmail: string }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(false);
  const update = useMutation({
    mutationFn: (body: ContactEmailBody) =>
      dataProvider.setContactEmail(body).then(({ data }) => data),
  });

  const fieldError = submitted ? validateEmail(email) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateEmail(email)) {
      // The last answer's success no longer holds; its error still does.
      if (update.isSuccess) update.reset();
      return;
    }
    // Kept on success of this screen's call only (after a 401 the screen is gone).
    update.mutate(
      { email: email.trim() },
      {
        onSuccess: (answer) => {
          queryClient.setQueryData(CONTACT_EMAIL_KEY, answer);
          setEmail(answer.email);
        },
      },
    );
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
      {update.isSuccess && <Alert severity="success">{CONTACT_EMAIL_SAVED}</Alert>}
      <ErrorNotice message={update.error && errorMessage(update.error)} />
      <Button type="submit" variant="contained" disabled={update.isPending}>
        Update
      </Button>
    </Stack>
  );
}

/** Loads the current address; the form starts from it (or empty when the load failed). */
function ContactEmail() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const current = useQuery({
    queryKey: CONTACT_EMAIL_KEY,
    queryFn: () => dataProvider.getContactEmail().then(({ data }) => data),
    retry: false,
  });
  if (current.isPending) return <CircularProgress size={24} aria-label="Loading" />;
  return (
    <>
      <ErrorNotice message={current.error && errorMessage(current.error)} />
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
