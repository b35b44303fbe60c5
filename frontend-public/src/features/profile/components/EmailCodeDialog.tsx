import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { CodeInput } from '@/components/forms/CodeInput';
import { CODE_NOT_SENT_AGAIN } from '@/lib/resend-wait';
import { useSendActivationCode, useVerifyActivationCode } from '@/api/activation-code';
import {
  activationCodeInputSchema,
  sendActivationCodeFailure,
  verifyActivationCodeFailure,
} from '../api/email-change';
import { updateUserEmailFailure, useUpdateUserEmail } from '../api/update-user-email';
import { useT } from '@/i18n/i18n';

// The specification's text after a resend (the signup screen's wording, same endpoint).
const CODE_SENT_AGAIN = 'we have send you verification code again';

interface EmailCodeDialogProps {
  open: boolean;
  /** The new address the code was sent to. */
  email: string;
  onCancel: () => void;
  onVerified: () => void;
}

/** 'Enter Verification Code': verify the new address's code, then save it as the e-mail. */
export function EmailCodeDialog({ open, email, onCancel, onVerified }: EmailCodeDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="email-code-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="email-code-title">{t('profile.enterCode')}</DialogTitle>
      {/* Unmounted when closed, so a new opening starts with an empty code and no messages. */}
      {open && <CodeForm email={email} onCancel={onCancel} onVerified={onVerified} />}
    </Dialog>
  );
}

function CodeForm({ email, onCancel, onVerified }: Omit<EmailCodeDialogProps, 'open'>) {
  const t = useT();
  const { control, handleSubmit, resetField } = useForm({
    resolver: zodResolver(activationCodeInputSchema),
    defaultValues: { activationCode: '' },
  });
  const verify = useVerifyActivationCode();
  const updateEmail = useUpdateUserEmail();
  const resend = useSendActivationCode();
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const busy = verify.isPending || updateEmail.isPending;

  const onSubmit = handleSubmit(async ({ activationCode }) => {
    setError(null);
    setInfo(null);
    try {
      await verify.mutateAsync({ email, activationCode });
    } catch (e) {
      // As on signup, a rejected code is cleared for the next try.
      resetField('activationCode');
      setError(verifyActivationCodeFailure(e));
      return;
    }
    try {
      await updateEmail.mutateAsync(email);
    } catch (e) {
      setError(updateUserEmailFailure(e));
      return;
    }
    onVerified();
  });

  const onResend = () => {
    setError(null);
    setInfo(null);
    resend.mutate(
      { email },
      {
        onSuccess: ({ codeSent }) =>
          setInfo(codeSent === false ? CODE_NOT_SENT_AGAIN() : CODE_SENT_AGAIN),
        onError: (e) => setError(sendActivationCodeFailure(e)),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('profile.codeSent', { email })}
        </DialogContentText>
        <Controller
          control={control}
          name="activationCode"
          render={({ field, fieldState }) => (
            <CodeInput
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              autoFocus
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {info && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {info}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" loading={busy}>
          {t('profile.verifyCode')}
        </Button>
        <Button onClick={onResend} loading={resend.isPending} disabled={busy}>
          {t('profile.resendCode')}
        </Button>
        <Button onClick={onCancel} color="inherit">
          {t('common.cancel')}
        </Button>
      </DialogActions>
    </form>
  );
}
