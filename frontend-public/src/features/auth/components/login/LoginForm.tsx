import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link, useLocation, useNavigate } from 'react-router';
import { AltchaWidget } from '@/components/captcha/AltchaWidget';
import { useBotCheck } from '@/components/captcha/useBotCheck';
import { PasswordField } from '@/components/forms/PasswordField';
import { clearCsrfToken } from '@/lib/api-client';
import { markLoggedIn } from '@/lib/session';
import { useLoginUser, type LoginUserAnswer } from '../../api/login-user';
import { describeError, serverMessage, serverMessageOr } from '../../utils/describe-error';
import { muiField } from '../../utils/mui-field';
import {
  ACCOUNT_CREATED,
  accountCreatedStateSchema,
  pickPayLink,
  pickTopupSelection,
} from '../../utils/navigation-state';
import { AccountPrompt } from '../AccountPrompt';
import { AuthCard } from '../AuthCard';
import { AuthTabs } from '../AuthTabs';
import { errorNotice, Notice, type NoticeMessage } from '../Notice';
import { loginFormSchema, type LoginFormValues } from './login-schema';
import { t, useT } from '@/i18n/i18n';

// docs/specification.md#customer-errors Login; a 400 may also be "Bot check failed", which the
// server words itself.
const loginErrors = {
  get 401() {
    return t('login.error.401');
  },
  get 400() {
    return serverMessageOr(t('login.error.400'));
  },
};

/** /Login: on success stores the user and returns to '/' with any top-up choices it was given. */
export function LoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const { state } = useLocation();
  const login = useLoginUser();
  const botCheck = useBotCheck();
  // Straight from signup: the account exists now, say so before the first login.
  const [notice, setNotice] = useState<NoticeMessage | null>(() =>
    accountCreatedStateSchema.safeParse(state).success
      ? { severity: 'success', text: ACCOUNT_CREATED() }
      : null,
  );
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    if (!botCheck.payload) return;
    setNotice(null);
    let answer: LoginUserAnswer;
    try {
      answer = await login.mutateAsync({ email: email.trim(), password, altcha: botCheck.payload });
    } catch (error) {
      botCheck.reset(); // the payload was spent
      setNotice(errorNotice(describeError(error, loginErrors, serverMessage)));
      return;
    }
    markLoggedIn(answer.user);
    clearCsrfToken(); // the server rotated the session id, and the token was bound to the old one
    window.scrollTo(0, 0);
    const payLink = pickPayLink(state);
    await (payLink ? navigate(payLink) : navigate('/', { state: pickTopupSelection(state) }));
  });

  return (
    <AuthCard heading={<AuthTabs current="login" />}>
      <Stack component="form" onSubmit={onSubmit} noValidate spacing={2.5}>
        <TextField
          label={t('field.email')}
          type="email"
          autoComplete="email"
          {...muiField(form, 'email')}
        />
        <PasswordField
          label={t('field.password')}
          toggleName={t('password.name')}
          autoComplete="current-password"
          {...muiField(form, 'password')}
        />
        <Box sx={{ textAlign: 'right', mt: '8px !important' }}>
          <MuiLink component={Link} to="/ForgotPassword" variant="body2">
            {t('login.forgot')}
          </MuiLink>
        </Box>
        <AltchaWidget ref={botCheck.ref} onChange={botCheck.onChange} />
        <Notice notice={notice} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={login.isPending}
          disabled={!botCheck.payload}
        >
          {t('auth.tab.login')}
        </Button>
        <AccountPrompt to="signup" />
      </Stack>
    </AuthCard>
  );
}
