import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { WalletButtons } from '@/components/wallet/WalletButtons';
import { WALLET_UNAVAILABLE } from '@/components/wallet/wallet-answers';
import { isApiError } from '@/lib/api-client';
import type { MvmCart } from '../api/mvm-payment-form';
import { formatUsd } from '../utils/amount';
import { CardPayButton } from './CardPayButton';
import { DetailList } from './DetailList';
import type { MvmOutcome } from './mvm-outcome';
import { useCardCheckout } from './useCardCheckout';
import { useMvmWallet } from './useMvmWallet';
import { t, useT } from '@/i18n/i18n';

export const PAY_WITH_STRIPE = (): string => t('mvm.payWithStripe');

interface PayDialogProps {
  /** The checked form, or null while the popup is closed. */
  cart: MvmCart | null;
  courseLabel: string;
  /** The project form also offers the card checkout, and no pay-later. */
  withCard: boolean;
  onClose: () => void;
  onOutcome: (outcome: MvmOutcome) => void;
}

/** The popup after Pay: what is paid, the wallet button, and on the project form 'Pay with Stripe'. */
export function PayDialog({ cart, courseLabel, withCard, onClose, onOutcome }: PayDialogProps) {
  const t = useT();
  const wallet = useMvmWallet(cart, cart !== null, onOutcome);
  const card = useCardCheckout();
  const tokenError = wallet.token.error;

  useEffect(() => {
    if (tokenError && !(isApiError(tokenError) && tokenError.handled)) {
      console.error('The wallet is not available', tokenError);
    }
  }, [tokenError]);

  return (
    <Dialog
      open={cart !== null}
      onClose={onClose}
      aria-labelledby="mvm-pay-title"
      fullWidth
      maxWidth="xs"
    >
      {cart && (
        <>
          <DialogTitle id="mvm-pay-title">Pay {formatUsd(cart.amount)} USD</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DetailList
                label={t('mvm.paymentSummary')}
                rows={[
                  [t('mvm.payerName'), cart.payerName],
                  [courseLabel, cart.course],
                  [t('mvm.description'), cart.description],
                ]}
              />
              {wallet.token.data && (
                <WalletButtons
                  setup={wallet.token.data}
                  alsoDisable={withCard ? ['paylater'] : []}
                  createOrder={wallet.createOrder}
                  onApprove={wallet.onApprove}
                  disabled={card.busy}
                />
              )}
              {wallet.token.isLoading && (
                <CircularProgress
                  size={24}
                  aria-label={t('wallet.loading')}
                  sx={{ alignSelf: 'center' }}
                />
              )}
              {wallet.token.isError && <Alert severity="info">{WALLET_UNAVAILABLE()}</Alert>}
              {withCard && (
                <>
                  <Divider>or</Divider>
                  {card.error && <Alert severity="error">{card.error}</Alert>}
                  <CardPayButton
                    label={PAY_WITH_STRIPE()}
                    busy={card.busy}
                    onClick={() => void card.start(cart)}
                  />
                </>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={card.busy}>
              {t('common.cancel')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
