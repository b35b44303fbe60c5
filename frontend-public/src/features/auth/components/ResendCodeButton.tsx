import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { resendWaitText } from '@/lib/resend-wait';
import { useT } from '@/i18n/i18n';

interface ResendCodeButtonProps {
  onClick: () => void;
  loading: boolean;
  disabled: boolean;
  /** The wait before a code may be asked for again (useResendWait); 0 when none. */
  secondsLeft: number;
}

/** Resend of the code screens, and how long until it may be pressed again. */
export function ResendCodeButton({
  onClick,
  loading,
  disabled,
  secondsLeft,
}: ResendCodeButtonProps) {
  const t = useT();
  return (
    <>
      <Button
        variant="outlined"
        onClick={onClick}
        loading={loading}
        disabled={disabled || secondsLeft > 0}
      >
        {t('code.resend')}
      </Button>
      {secondsLeft > 0 && (
        <Typography variant="body2" color="text.secondary">
          {resendWaitText(secondsLeft)}
        </Typography>
      )}
    </>
  );
}
