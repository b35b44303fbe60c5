import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { readAdmin, updateStoredAdmin } from '../adminStorage';
import type { Admin, UpdateAdminBody } from '../api/types';
import { errorMessage, errorStatus } from '../components/apiErrors';
import { ErrorNotice } from '../components/ErrorNotice';
import { PageCard } from '../components/PageCard';
import { validateEmail, validateFullName } from '../components/validation';
import type { AdminDataProvider } from '../dataProvider';
import { SecondFactorCard } from './SecondFactorCard';

export const PROFILE_UPDATED = 'admin updated is successfully!';
export const EMAIL_IN_USE = 'Email Already in use';

const ME_KEY = ['admin', 'me'];

/** Where the server's refusal shows: on a field, or below the form. */
function refusalPlaces(error: unknown) {
  if (!error) return {};
  const status = errorStatus(error);
  if (status === 409) return { email: EMAIL_IN_USE };
  // Errors other than 401/500 put the server's text on the name field.
  if (status !== undefined && status < 500) return { name: errorMessage(error) };
  return { form: errorMessage(error) };
}

function ProfileForm({ initial }: { initial: Pick<Admin, 'fullname' | 'email'> }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const [fullname, setFullname] = useState(initial.fullname);
  const [email, setEmail] = useState(initial.email);
  const [submitted, setSubmitted] = useState(false);
  const update = useMutation({
    mutationFn: (body: UpdateAdminBody) => dataProvider.updateAdmin(body).then(({ data }) => data),
  });
  const refusal = refusalPlaces(update.error);

  const nameError = (submitted && validateFullName(fullname)) || refusal.name;
  const emailError = (submitted && validateEmail(email)) || refusal.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    update.reset();
    if (validateFullName(fullname) || validateEmail(email)) return;
    // Stored on success of this screen's call only: after a 401 the screen is gone and
    // react-admin answers an empty object instead of an admin.
    update.mutate(
      { email: email.trim(), fullname: fullname.trim() },
      {
        onSuccess: (admin) => {
          queryClient.setQueryData(ME_KEY, admin);
          updateStoredAdmin({ fullname: admin.fullname, email: admin.email });
        },
      },
    );
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
      {update.isSuccess && <Alert severity="success">{PROFILE_UPDATED}</Alert>}
      <ErrorNotice message={refusal.form} />
      <Button type="submit" variant="contained" disabled={update.isPending}>
        Update
      </Button>
    </Stack>
  );
}

/**
 * docs/specification.md#admin-profile (/Updateadmin, /updateadmin). The form starts
 * from GET /me (the server's record), or from the stored admindata when that load fails.
 */
export function ProfilePage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const me = useQuery({
    queryKey: ME_KEY,
    queryFn: () => dataProvider.me().then(({ data }) => data),
    retry: false,
  });
  return (
    <>
      <PageCard title="Personal Information">
        {me.isPending ? (
          <CircularProgress size={24} aria-label="Loading" />
        ) : (
          <>
            <ErrorNotice message={me.error && errorMessage(me.error)} />
            <ProfileForm initial={me.data ?? readAdmin() ?? { fullname: '', email: '' }} />
          </>
        )}
      </PageCard>
      <SecondFactorCard />
    </>
  );
}
