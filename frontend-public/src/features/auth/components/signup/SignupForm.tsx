import { useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link, useNavigate } from 'react-router';
import { AltchaWidget, type AltchaWidgetHandle } from '../../../../components/captcha/AltchaWidget';
import { PasswordChecklist } from '../../../../components/forms/PasswordChecklist';
import { isStrongPassword } from '../../../../lib/validation';
import { useSendActivationCode } from '../../api/send-activation-code';
import {
  sendActivationCodeErrors,
  sendActivationCodeOtherwise,
} from '../../utils/activation-code-errors';
import { describeError } from '../../utils/describe-error';
import { muiField } from '../../utils/mui-field';
import type { SignupData } from '../../utils/navigation-state';
import { AuthCard } from '../AuthCard';
import { AuthTabs } from '../AuthTabs';
import { PasswordField } from '../PasswordField';
import { PhoneInput } from '../phone/PhoneInput';
import { signupFormSchema, type SignupFormValues } from './signup-schema';
import { TermsCheckbox } from './TermsCheckbox';

const emptyForm: SignupFormValues = {
  fullname: '',
  telephone: '',
  email: '',
  password: '',
  confirmpassword: '',
};

/** /Signup: asks for an activation code by e-mail, then hands the form to /Verification. */
export function SignupForm() {
  const navigate = useNavigate();
  const sendCode = useSendActivationCode();
  const altchaRef = useRef<AltchaWidgetHandle>(null);
  const [altcha, setAltcha] = useState<string | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [passwordFocused, setPasswordFocused] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });
  const password = useWatch({ control: form.control, name: 'password' });

  // A rule that depends on the field just edited is checked again once its own field was visited.
  const recheck = (name: FieldPath<SignupFormValues>) => () => {
    if (form.getFieldState(name).isTouched) void form.trigger(name);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!altcha || !termsAccepted) return;
    setServerError(null);
    const data: SignupData = {
      fullname: values.fullname.trim(),
      telephone: values.telephone,
      email: values.email.trim(),
      password: values.password,
    };
    try {
      await sendCode.mutateAsync({ email: data.email, altcha });
    } catch (error) {
      altchaRef.current?.reset(); // the payload was spent
      setServerError(describeError(error, sendActivationCodeErrors, sendActivationCodeOtherwise));
      return;
    }
    // No code travels with the data: the person types the one from the e-mail.
    await navigate('/Verification', { state: data });
  });

  return (
    <AuthCard heading={<AuthTabs current="signup" />}>
      <Stack component="form" onSubmit={onSubmit} noValidate spacing={2.5}>
        <TextField label="Full Name" autoComplete="name" {...muiField(form, 'fullname')} />
        <Controller
          control={form.control}
          name="telephone"
          render={({ field, fieldState }) => (
            <PhoneInput
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              defaultCountry="US"
              maxLength={20}
            />
          )}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...muiField(form, 'email', { onChange: recheck('password') })}
        />
        <div>
          <PasswordField
            label="Password"
            autoComplete="new-password"
            onFocus={() => setPasswordFocused(true)}
            {...muiField(form, 'password', {
              onChange: recheck('confirmpassword'),
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
          {...muiField(form, 'confirmpassword')}
        />
        <AltchaWidget ref={altchaRef} onChange={setAltcha} />
        <TermsCheckbox checked={termsAccepted} onChange={setTermsAccepted} />
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={sendCode.isPending}
          disabled={!altcha || !termsAccepted}
        >
          SignUp
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <MuiLink component={Link} to="/Login">
            Login
          </MuiLink>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
