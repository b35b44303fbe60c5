import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SecondFactorStatus } from '../api/types';
import { errorMessage } from '../components/apiErrors';
import { ErrorNotice } from '../components/ErrorNotice';
import { formatDateTime } from '../components/format';
import { RecoveryCodeList } from '../components/RecoveryCodeList';
import { TotpSetup } from '../components/TotpSetup';
import type { AdminDataProvider } from '../dataProvider';

export const TOTP_KEY = ['admin', 'totp'];
export const SECOND_FACTOR_TITLE = 'Two-step verification';
export const OFF_TEXT =
  'Two-step verification is off. With it, logging in also asks for a code from an authenticator app on your phone.';
export const REQUIRED_TEXT =
  'A master admin requires two-step verification: set it up now, or your next login will ask you to.';
export const LOST_PHONE_TEXT =
  'Lost your phone? Log in with a recovery code, or ask a master admin to reset your two-step verification.';

function Status({ status }: { status: SecondFactorStatus }) {
  if (!status.enrolled)
    return (
      <Stack spacing={1}>
        <Typography variant="body2">{OFF_TEXT}</Typography>
        {status.required && <Alert severity="warning">{REQUIRED_TEXT}</Alert>}
      </Stack>
    );
  return (
    <Stack spacing={1}>
      <Alert severity="success">
        Two-step verification is on since {formatDateTime(status.enrolledAt)}.
      </Alert>
      <Typography variant="body2">Recovery codes left: {status.recoveryCodesLeft}</Typography>
      <Typography variant="body2" color="text.secondary">
        {LOST_PHONE_TEXT}
      </Typography>
    </Stack>
  );
}

/**
 * docs/specification.md#admin-profile: the admin's own second factor. Set up shows the QR code
 * and the key, the first code turns it on, and the recovery codes are shown this once.
 */
export function SecondFactorCard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: TOTP_KEY,
    queryFn: () => dataProvider.totpStatus().then(({ data }) => data),
    retry: false,
  });
  const start = useMutation({
    mutationFn: () => dataProvider.startTotpEnrolment().then(({ data }) => data),
  });
  const confirm = useMutation({
    mutationFn: (code: string) => dataProvider.confirmTotpEnrolment(code).then(({ data }) => data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOTP_KEY }),
  });

  let body;
  if (confirm.data) body = <RecoveryCodeList codes={confirm.data.recoveryCodes} />;
  else if (start.data)
    body = (
      <Stack spacing={2}>
        <TotpSetup
          enrolment={start.data}
          onConfirm={(code) => confirm.mutate(code)}
          busy={confirm.isPending}
          error={confirm.error ? errorMessage(confirm.error) : null}
        />
        <Button onClick={() => start.reset()} disabled={confirm.isPending}>
          Cancel
        </Button>
      </Stack>
    );
  else if (status.isPending) body = <CircularProgress size={24} aria-label="Loading" />;
  else if (status.error) body = <ErrorNotice message={errorMessage(status.error)} />;
  else
    body = (
      <Stack spacing={2}>
        <Status status={status.data} />
        <ErrorNotice message={start.error ? errorMessage(start.error) : null} />
        {!status.data.enrolled && (
          <Button
            variant="contained"
            onClick={() => start.mutate()}
            disabled={start.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            Set up
          </Button>
        )}
      </Stack>
    );

  return (
    <Card sx={{ mt: 2, maxWidth: 560 }} component="section" aria-labelledby="second-factor-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="second-factor-title" sx={{ mb: 1 }}>
          {SECOND_FACTOR_TITLE}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
