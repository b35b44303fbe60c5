import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  InputAdornment,
  Stack,
  Typography,
} from '@mui/material';
import { type ChangeEvent, type FormEvent, lazy, Suspense, useState } from 'react';
import { useLogin } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { LoginParams } from '../authProvider';
import { AltchaWidget } from '../captcha/AltchaWidget';
import { BRAND_GREEN } from '@selamtopup/brand/colours';
import { Logo } from '@selamtopup/brand/logo';
import { askedPage } from '../paths';
import { secondStepOf } from './secondStepErrors';
import { LoginField } from './LoginField';
import { loginErrorMessage } from './loginErrorMessage';
import { type LoginValues, validateLogin } from './validateLogin';

type Touched = Record<keyof LoginValues, boolean>;

// The second step loads when a login needs it: the login page everyone sees stays as small.
const CodeStep = lazy(() => import('./CodeStep').then((m) => ({ default: m.CodeStep })));
const EnrolStep = lazy(() => import('./EnrolStep').then((m) => ({ default: m.EnrolStep })));
// So does the refusal's notice, asked for with the login (docs/performance.md#back-office-first-load).
const loadAlert = () => import('@mui/material/Alert');
const Alert = lazy(loadAlert);

export function AdminLoginPage() {
  const login = useLogin();
  // The page a logged-out visitor opened (layout/AdminLayout.tsx): the login leads there.
  const next = askedPage(useLocation().state);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Touched>({ email: false, password: false });
  const [showPassword, setShowPassword] = useState(false);
  const [altcha, setAltcha] = useState<string | null>(null);
  // A payload is single-use on the server, so a failed attempt remounts a fresh widget.
  const [widgetKey, setWidgetKey] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // docs/specification.md#admin-login: after a right password, an admin with an authenticator
  // app gives its code ('code'); one without, when a master requires it, sets one up ('enrol').
  const [step, setStep] = useState<'password' | 'code' | 'enrol'>('password');

  const errors = validateLogin(values);
  const shownError = (field: keyof LoginValues) => (touched[field] ? errors[field] : undefined);

  const change = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const touch = (field: keyof LoginValues) => () =>
    setTouched((current) => ({ ...current, [field]: true }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (Object.keys(errors).length > 0 || !altcha) return;
    setSubmitting(true);
    setServerError(null);
    void loadAlert();
    try {
      const params: LoginParams = {
        email: values.email.trim(),
        password: values.password,
        altcha,
        next,
      };
      await login(params);
    } catch (error) {
      const secondStep = secondStepOf(error);
      if (secondStep) setStep(secondStep);
      else setServerError(loginErrorMessage(error));
      setAltcha(null);
      setWidgetKey((key) => key + 1);
    } finally {
      setSubmitting(false);
    }
  };

  /** Back to the password (the pending login expired, or the admin asked). */
  const backToPassword = (message: string) => {
    setStep('password');
    setServerError(message || null);
    setValues((current) => ({ ...current, password: '' }));
    setTouched({ email: false, password: false });
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400, borderTop: 4, borderColor: 'primary.main' }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <Logo
              size={40}
              // The mark's white tile needs the brand green around it on a white card.
              style={{ borderRadius: 10, background: BRAND_GREEN, padding: 2 }}
            />
            <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
              SelamTopup
            </Typography>
          </Stack>
          <Typography variant="h5" component="h1" gutterBottom>
            {step === 'password' ? 'Admin Login' : 'Two-step verification'}
          </Typography>
          <Suspense>
            {step === 'code' && <CodeStep next={next} onExpired={backToPassword} />}
            {step === 'enrol' && <EnrolStep next={next} onExpired={backToPassword} />}
          </Suspense>
          <Stack
            component="form"
            // Kept mounted (its bot check widget with it), hidden during the second step.
            sx={{ display: step === 'password' ? 'flex' : 'none' }}
            noValidate
            spacing={2}
            onSubmit={submit}
          >
            <LoginField
              label="Email"
              name="email"
              type="email"
              autoComplete="username"
              value={values.email}
              onChange={change('email')}
              onBlur={touch('email')}
              error={shownError('email')}
            />
            <LoginField
              label="Password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={values.password}
              onChange={change('password')}
              onBlur={touch('password')}
              error={shownError('password')}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              }
            />
            <AltchaWidget key={widgetKey} onChange={setAltcha} />
            {serverError && (
              <Suspense>
                <Alert severity="error">{serverError}</Alert>
              </Suspense>
            )}
            <Button type="submit" variant="contained" disabled={!altcha || submitting}>
              Login
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
