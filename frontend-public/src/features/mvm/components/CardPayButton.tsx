import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { useT } from '@/i18n/i18n';

interface CardPayButtonProps {
  label: string;
  busy: boolean;
  disabled?: boolean;
  type?: 'button' | 'submit';
  onClick?: () => void;
}

/** The card button (hosted card checkout), with its spinner while the checkout opens. */
export function CardPayButton({
  label,
  busy,
  disabled,
  type = 'button',
  onClick,
}: CardPayButtonProps) {
  const t = useT();
  return (
    <>
      <Button
        type={type}
        variant="contained"
        size="large"
        fullWidth
        onClick={onClick}
        disabled={disabled || busy}
        aria-busy={busy}
        startIcon={
          busy ? (
            <CircularProgress size={20} color="inherit" aria-hidden="true" />
          ) : (
            <CreditCardIcon aria-hidden="true" />
          )
        }
      >
        {label}
      </Button>
      {busy && (
        <Typography role="status" variant="body2" color="text.secondary">
          {t('pay.opening')}
        </Typography>
      )}
    </>
  );
}
