import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useResetPassword } from '../../api/reset-password';
import { describeError, serverMessage } from '../../utils/describe-error';
import { resetCodeStateSchema, type ResetCodeState } from '../../utils/navigation-state';
import { AuthCard } from '../AuthCard';
import { NewPasswordFields } from '../NewPasswordFields';
import { errorNotice, Notice, type NoticeMessage } from '../Notice';
import { resetPasswordSchema, type ResetPasswordValues } from './reset-password-schema';
import { useT } from '@/i18n/i18n';

/** How long 'Password Reset Successful' stays before the move to /Login. */
export const LOGIN_REDIRECT_DELAY_MS = 2000;

/** /resetpassword: without e-mail and verified code in navigation state, start over. */
export function ResetPassword() {
  const { state } = useLocation();
  const parsed = resetCodeStateSchema.safeParse(state);
  if (!parsed.success) return <Navigate to="/ForgotPassword" replace />;
  return <ResetPasswordForm {...parsed.data} />;
}

/** Sets the new password, says so, then goes to /Login. */
function ResetPasswordForm({ email, code }: ResetCodeState) {
  const t = useT();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!done) return;
    // Replace: the history entry holding the code in its state goes away.
    const timer = window.setTimeout(
      () => void navigate('/Login', { replace: true }),
      LOGIN_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setNotice(null);
    try {
      await reset.mutateAsync({ email, verificationCode: code, newPassword });
    } catch (error) {
      // docs/specification.md#customer-errors: a 401 only stops the spinner.
      if (!(isApiError(error) && error.status === 401)) {
        setNotice(errorNotice(describeError(error, {}, serverMessage)));
      }
      return;
    }
    setNotice({ severity: 'success', text: t('reset.success') });
    setDone(true);
  });

  return (
    <AuthCard heading={t('reset.heading')}>
      <Stack component="form" onSubmit={onSubmit} noValidate spacing={2.5}>
        <NewPasswordFields
          form={form}
          name="newPassword"
          label={t('field.newPassword')}
          confirmName="confirmPassword"
        />
        <Notice notice={notice} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={reset.isPending}
          disabled={done}
        >
          {t('reset.heading')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
