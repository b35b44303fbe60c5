import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import type { ReactNode } from 'react';
import { CardBrands } from './CardBrands';
import { useT } from '@/i18n/i18n';

interface PayOptionsProps {
  /** Pay is possible: the server's price is on screen. */
  ready: boolean;
  /** The checkout session is being created (or the browser is leaving for it). */
  busy: boolean;
  onPayByCard: () => void;
  /** The wallet buttons, shown after 'or'. */
  wallet?: ReactNode;
  /** Why the buttons wait (e.g. a new number to confirm), said under 'Pay with'. */
  waitingFor?: string;
}

/** 'Pay with' the card button (hosted card checkout), then, after 'or', the wallet buttons. */
export function PayOptions({ ready, busy, onPayByCard, wallet, waitingFor }: PayOptionsProps) {
  const t = useT();
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
        {t('pay.with')}
      </Typography>
      {waitingFor && (
        <Typography variant="body2" color="text.secondary">
          {waitingFor}
        </Typography>
      )}
      <Button
        variant="contained"
        size="large"
        onClick={onPayByCard}
        disabled={!ready || busy}
        aria-busy={busy}
        startIcon={
          busy ? (
            <CircularProgress size={20} color="inherit" aria-hidden="true" />
          ) : (
            <CreditCardIcon aria-hidden="true" />
          )
        }
      >
        {t('pay.card')}
      </Button>
      {busy && (
        <Typography role="status" variant="body2" color="text.secondary">
          {t('pay.opening')}
        </Typography>
      )}
      <CardBrands />
      {wallet && (
        <>
          <Divider>{t('pay.or')}</Divider>
          <Stack spacing={1}>{wallet}</Stack>
        </>
      )}
    </Stack>
  );
}
