import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PasswordChecklist } from '../../../../components/forms/PasswordChecklist';
import { isApiError } from '../../../../lib/api-client';
import { isStrongPassword } from '../../../../lib/validation';
import { useResetPassword } from '../../api/reset-password';
import { describeError, serverMessage } from '../../utils/describe-error';
import { muiField } from '../../utils/mui-field';
import { resetCodeStateSchema, type ResetCodeState } from '../../utils/navigation-state';
import { AuthCard } from '../AuthCard';
import { errorNotice, Notice, type NoticeMessage } from '../Notice';
import { PasswordField } from '../PasswordField';
import { resetPasswordSchema, type ResetPasswordValues } from './reset-password-schema';

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
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [done, setDone] = useState(false);
  const [passwordFocused, setPasswordFocused] = useState(false);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'newPassword' });

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
      // Seed 000 §8: a 401 only stops the spinner.
      if (!(isApiError(error) && error.status === 401)) {
        setNotice(errorNotice(describeError(error, {}, serverMessage)));
      }
      return;
    }
    setNotice({ severity: 'success', text: 'Password Reset Successful' });
    setDone(true);
  });

  const recheckConfirm = () => {
    if (form.getFieldState('confirmPassword').isTouched) void form.trigger('confirmPassword');
  };

  return (
    <AuthCard heading="Reset Password">
      <Stack component="form" onSubmit={onSubmit} noValidate spacing={2.5}>
        <div>
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            onFocus={() => setPasswordFocused(true)}
            {...muiField(form, 'newPassword', {
              onChange: recheckConfirm,
              onBlur: () => setPasswordFocused(false),
            })}
          />
          {passwordFocused && !isStrongPassword(password) && (
            <PasswordChecklist password={password} />
          )}
        </div>
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...muiField(form, 'confirmPassword')}
        />
        <Notice notice={notice} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={reset.isPending}
          disabled={done}
        >
          Reset Password
        </Button>
      </Stack>
    </AuthCard>
  );
}
