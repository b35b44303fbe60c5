import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSendActivationCode } from '@/api/activation-code';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { AltchaWidget } from '@/components/captcha/AltchaWidget';
import { useBotCheck } from '@/components/captcha/useBotCheck';
import {
  sendActivationCodeErrors,
  sendActivationCodeOtherwise,
} from '../../utils/activation-code-errors';
import { describeError } from '../../utils/describe-error';
import { muiField, recheckIfTouched } from '../../utils/mui-field';
import type { SignupData } from '../../utils/navigation-state';
import { AccountPrompt } from '../AccountPrompt';
import { AuthCard } from '../AuthCard';
import { AuthTabs } from '../AuthTabs';
import { NewPasswordFields } from '../NewPasswordFields';
import { PhoneInput } from '../phone/PhoneInput';
import { signupFormSchema, type SignupFormValues } from './signup-schema';
import { TermsCheckbox } from './TermsCheckbox';
import { useT } from '@/i18n/i18n';

const emptyForm: SignupFormValues = {
  fullname: '',
  telephone: '',
  email: '',
  password: '',
  confirmpassword: '',
};

/** /Signup: asks for an activation code by e-mail, then hands the form to /Verification. */
export function SignupForm() {
  const t = useT();
  const navigate = useNavigate();
  const sendCode = useSendActivationCode();
  const botCheck = useBotCheck();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });

  // The server's answer ("Email already in use!") was about what was typed then: an edit of any
  // field makes it stale, so it goes.
  const { watch } = form;
  useEffect(() => {
    const { unsubscribe } = watch(() => setServerError(null));
    return unsubscribe;
  }, [watch]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!botCheck.payload || !termsAccepted) return;
    setServerError(null);
    const data: SignupData = {
      fullname: values.fullname.trim(),
      telephone: values.telephone,
      email: values.email.trim(),
      password: values.password,
    };
    try {
      await sendCode.mutateAsync({ email: data.email, altcha: botCheck.payload });
    } catch (error) {
      botCheck.reset(); // the payload was spent
      setServerError(describeError(error, sendActivationCodeErrors, sendActivationCodeOtherwise));
      return;
    }
    // No code travels with the data: the person types the one from the e-mail.
    await navigate('/Verification', { state: data });
  });

  return (
    <AuthCard heading={<AuthTabs current="signup" />}>
      <Stack component="form" onSubmit={onSubmit} noValidate spacing={2.5}>
        <TextField
          label={t('field.fullName')}
          autoComplete="name"
          {...muiField(form, 'fullname')}
        />
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
          label={t('field.email')}
          type="email"
          autoComplete="email"
          {...muiField(form, 'email', { onChange: recheckIfTouched(form, 'password') })}
        />
        <NewPasswordFields
          form={form}
          name="password"
          label={t('field.password')}
          confirmName="confirmpassword"
        />
        <AltchaWidget ref={botCheck.ref} onChange={botCheck.onChange} />
        <TermsCheckbox checked={termsAccepted} onChange={setTermsAccepted} />
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={sendCode.isPending}
          disabled={!botCheck.payload || !termsAccepted}
        >
          {t('nav.signUp')}
        </Button>
        <AccountPrompt to="login" />
      </Stack>
    </AuthCard>
  );
}
