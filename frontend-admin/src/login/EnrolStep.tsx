import { Alert, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useLogin } from 'react-admin';
import type { LoginEnrolledParams } from '../authProvider';
import { errorMessage } from '../components/apiErrors';
import { ErrorNotice } from '../components/ErrorNotice';
import { RecoveryCodeList } from '../components/RecoveryCodeList';
import { TotpSetup } from '../components/TotpSetup';
import type { AdminDataProvider } from '../dataProvider';
import { isLoginExpired, secondStepErrorMessage } from './secondStepErrors';

export const ENROL_STEP_TEXT =
  'A master admin requires two-step verification for every admin: set up an authenticator app to log in.';

/**
 * The login's second step for an admin without an authenticator when a master requires one: set
 * it up here, see the recovery codes, then go on into the back office (the server already
 * started the session when the first code was right).
 */
export function EnrolStep({
  next,
  onExpired,
}: {
  next?: string;
  onExpired: (message: string) => void;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const login = useLogin();
  const expiredOr = (error: unknown) => {
    if (isLoginExpired(error)) onExpired(secondStepErrorMessage(error));
  };
  const start = useMutation({
    mutationFn: () => dataProvider.startLoginEnrolment().then(({ data }) => data),
    onError: expiredOr,
  });
  const confirm = useMutation({
    mutationFn: (code: string) => dataProvider.confirmLoginEnrolment(code).then(({ data }) => data),
    onError: expiredOr,
  });

  if (confirm.data) {
    const params: LoginEnrolledParams = { enrolled: confirm.data.admin, next };
    return (
      <Stack spacing={2}>
        <RecoveryCodeList codes={confirm.data.recoveryCodes} />
        <Button variant="contained" onClick={() => login(params)}>
          Continue
        </Button>
      </Stack>
    );
  }
  if (start.data) {
    return (
      <TotpSetup
        enrolment={start.data}
        onConfirm={(code) => confirm.mutate(code)}
        busy={confirm.isPending}
        error={confirm.error ? secondStepErrorMessage(confirm.error) : null}
      />
    );
  }
  return (
    <Stack spacing={2}>
      <Alert severity="info">{ENROL_STEP_TEXT}</Alert>
      <ErrorNotice message={start.error ? errorMessage(start.error) : null} />
      <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending}>
        Set up the authenticator app
      </Button>
      <Button onClick={() => onExpired('')}>Back to login</Button>
    </Stack>
  );
}
