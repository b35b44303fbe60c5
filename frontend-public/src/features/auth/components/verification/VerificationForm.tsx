import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AltchaWidget } from '@/components/captcha/AltchaWidget';
import { useBotCheck } from '@/components/captcha/useBotCheck';
import { useSendActivationCode, useVerifyActivationCode } from '@/api/activation-code';
import { useCreateUser } from '../../api/create-user';
import {
  sendActivationCodeErrors,
  sendActivationCodeOtherwise,
} from '../../utils/activation-code-errors';
import { describeError, serverMessage } from '../../utils/describe-error';
import { signupDataSchema, type SignupData } from '../../utils/navigation-state';
import { AuthCard } from '../AuthCard';
import { CodeInput } from '@/components/forms/CodeInput';
import { CODE_LENGTH } from '@/lib/one-time-code';
import { CODE_NOT_SENT_AGAIN, useResendWait } from '@/lib/resend-wait';
import { CodeSentText } from '../CodeSentText';
import { ResendCodeButton } from '../ResendCodeButton';
import { errorNotice, Notice, type NoticeMessage } from '../Notice';
import { t, useT } from '@/i18n/i18n';

// docs/specification.md#customer-errors, verify signup code; any other failure reads as a wrong
// code.
const verifyErrors = {
  get 400() {
    return t('verify.error.400');
  },
  get 401() {
    return t('verify.error.401');
  },
  get 404() {
    return t('verify.error.404');
  },
};
const verifyOtherwise = (): string => t('verify.otherwise');

/** /Verification: without the signup data in navigation state there is nothing to verify. */
export function Verification() {
  const { state } = useLocation();
  const signup = signupDataSchema.safeParse(state);
  if (!signup.success) return <Navigate to="/Signup" replace />;
  return <VerificationForm signup={signup.data} />;
}

/** Checks the e-mailed code, then creates the account with it and goes to /Login. */
function VerificationForm({ signup }: { signup: SignupData }) {
  const t = useT();
  const navigate = useNavigate();
  const verify = useVerifyActivationCode();
  const createUser = useCreateUser();
  const resend = useSendActivationCode();
  const botCheck = useBotCheck();
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const wait = useResendWait();

  // The input is emptied after each error (docs/specification.md#customer-transitions).
  const fail = (text: string | null) => {
    setCode('');
    setNotice(errorNotice(text));
  };

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    try {
      await verify.mutateAsync({ email: signup.email, activationCode: code });
    } catch (error) {
      fail(describeError(error, verifyErrors, verifyOtherwise()));
      return;
    }
    try {
      await createUser.mutateAsync({ ...signup, code });
    } catch (error) {
      fail(describeError(error, {}, serverMessage));
      return;
    }
    // Replace: the history entry holding the password in its state goes away.
    await navigate('/Login', { replace: true, state: { accountCreated: true } });
  }

  async function resendCode() {
    if (!botCheck.payload) return;
    setNotice(null);
    try {
      const { codeSent } = await resend.mutateAsync({
        email: signup.email,
        altcha: botCheck.payload,
      });
      setNotice(
        codeSent === false
          ? { severity: 'info', text: CODE_NOT_SENT_AGAIN() }
          : { severity: 'success', text: 'we have send you verification code again' },
      );
      wait.restart();
    } catch (error) {
      setNotice(
        errorNotice(describeError(error, sendActivationCodeErrors, sendActivationCodeOtherwise)),
      );
    } finally {
      botCheck.reset(); // a payload is good for one call only
    }
  }

  const confirming = verify.isPending || createUser.isPending;
  return (
    <AuthCard heading={t('verify.heading')}>
      <CodeSentText email={signup.email} />
      <Stack component="form" onSubmit={confirm} noValidate spacing={2}>
        <CodeInput value={code} onChange={setCode} disabled={confirming} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={confirming}
          disabled={code.length !== CODE_LENGTH}
        >
          {t('code.confirm')}
        </Button>
      </Stack>
      <Notice notice={notice} />
      <Divider />
      <Box>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('verify.resendHint')}
        </Typography>
        <Stack spacing={1.5}>
          <AltchaWidget ref={botCheck.ref} onChange={botCheck.onChange} />
          <ResendCodeButton
            onClick={resendCode}
            loading={resend.isPending}
            disabled={!botCheck.payload || confirming}
            secondsLeft={wait.secondsLeft}
          />
        </Stack>
      </Box>
    </AuthCard>
  );
}
