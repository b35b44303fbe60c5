import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSendVerificationCode } from '../../api/send-verification-code';
import { useVerifyCode } from '../../api/verify-code';
import { describeError, serverMessage } from '../../utils/describe-error';
import {
  resetEmailStateSchema,
  type ResetCodeState,
  type ResetEmailState,
} from '../../utils/navigation-state';
import { AuthCard } from '../AuthCard';
import { CodeInput } from '@/components/forms/CodeInput';
import { CODE_LENGTH } from '@/lib/one-time-code';
import { CODE_NOT_SENT_AGAIN, useResendWait } from '@/lib/resend-wait';
import { CodeSentText } from '../CodeSentText';
import { ResendCodeButton } from '../ResendCodeButton';
import { errorNotice, Notice, type NoticeMessage } from '../Notice';
import { t, useT } from '@/i18n/i18n';

// docs/specification.md#customer-errors, verify reset code (500 goes to /Error500 through the API
// client).
const verifyErrors = {
  get 400() {
    return t('pwverify.error.400');
  },
  get 401() {
    return t('pwverify.error.401');
  },
  get 404() {
    return t('pwverify.error.404');
  },
};
// docs/specification.md#customer-errors, resend reset code.
const resendErrors = {
  get 404() {
    return t('pwverify.resendError.404');
  },
};

/** /passwordverification: without the e-mail in navigation state, start over. */
export function PasswordVerification() {
  const { state } = useLocation();
  const parsed = resetEmailStateSchema.safeParse(state);
  if (!parsed.success) return <Navigate to="/ForgotPassword" replace />;
  return <PasswordVerificationForm email={parsed.data.email} />;
}

/** Checks the reset code and hands e-mail and code to /resetpassword. */
function PasswordVerificationForm({ email }: ResetEmailState) {
  const t = useT();
  const navigate = useNavigate();
  const verify = useVerifyCode();
  const resend = useSendVerificationCode();
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const wait = useResendWait();

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    try {
      await verify.mutateAsync({ email, verificationCode: code });
    } catch (error) {
      setNotice(errorNotice(describeError(error, verifyErrors, serverMessage)));
      return;
    }
    const state: ResetCodeState = { email, code };
    await navigate('/resetpassword', { state });
  }

  async function resendCode() {
    setNotice(null);
    try {
      const { codeSent } = await resend.mutateAsync({ email });
      setNotice(
        codeSent === false
          ? { severity: 'info', text: CODE_NOT_SENT_AGAIN() }
          : { severity: 'success', text: t('pwverify.sentAgain') },
      );
      wait.restart();
    } catch (error) {
      setNotice(errorNotice(describeError(error, resendErrors, t('common.badRequest'))));
    }
  }

  return (
    <AuthCard heading={t('pwverify.heading')}>
      <CodeSentText email={email} />
      <Stack component="form" onSubmit={confirm} noValidate spacing={2}>
        <CodeInput value={code} onChange={setCode} disabled={verify.isPending} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={verify.isPending}
          disabled={code.length !== CODE_LENGTH}
        >
          {t('code.confirm')}
        </Button>
        <ResendCodeButton
          onClick={resendCode}
          loading={resend.isPending}
          disabled={verify.isPending}
          secondsLeft={wait.secondsLeft}
        />
      </Stack>
      <Notice notice={notice} />
    </AuthCard>
  );
}
