import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useSendVerificationCode } from '../../api/send-verification-code';
import { describeError } from '../../utils/describe-error';
import { muiField } from '../../utils/mui-field';
import type { ResetEmailState } from '../../utils/navigation-state';
import { AccountPrompt } from '../AccountPrompt';
import { AuthCard } from '../AuthCard';
import { errorNotice, Notice, type NoticeMessage } from '../Notice';
import { forgotPasswordSchema, type ForgotPasswordValues } from './forgot-password-schema';
import { t, useT } from '@/i18n/i18n';

/**
 * docs/specification.md#customer-errors, send reset code (500 goes to /Error500 through the API
 * client).
 */
export const sendResetCodeErrors = {
  get 404() {
    return t('forgot.error.404');
  },
};
export const sendResetCodeOtherwise = (): string => t('common.badRequest');

/** /ForgotPassword: e-mails a reset code and goes on to /passwordverification. */
export function ForgotPasswordForm() {
  const t = useT();
  const navigate = useNavigate();
  const sendCode = useSendVerificationCode();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setNotice(null);
    try {
      await sendCode.mutateAsync({ email });
    } catch (error) {
      setNotice(errorNotice(describeError(error, sendResetCodeErrors, sendResetCodeOtherwise())));
      return;
    }
    const state: ResetEmailState = { email };
    await navigate('/passwordverification', { state });
  });

  return (
    <AuthCard heading={t('forgot.heading')}>
      <Typography>{t('forgot.text')}</Typography>
      <Stack component="form" onSubmit={onSubmit} noValidate spacing={2.5}>
        <TextField
          label={t('field.email')}
          type="email"
          autoComplete="email"
          {...muiField(form, 'email')}
        />
        <Notice notice={notice} />
        <Button type="submit" variant="contained" size="large" loading={sendCode.isPending}>
          {t('common.continue')}
        </Button>
      </Stack>
      <AccountPrompt to="signup" />
    </AuthCard>
  );
}
