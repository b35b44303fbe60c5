import { lazy, Suspense, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useNavigate } from 'react-router';
import {
  captureTransaction,
  isInstrumentDeclined,
  WALLET_UNAVAILABLE,
} from '@/components/wallet/wallet-answers';
import type { ApproveResult } from '@/components/wallet/wallet-handlers';
import { isApiError } from '@/lib/api-client';
import { capturePaypalOrder, createPaypalOrder, usePaypalToken } from '../api/paypal';
import { is401, sessionExpired } from '../utils/session-expired';
import { t, useT } from '@/i18n/i18n';

// The buttons (PayPal's or the sandbox's) and the dialog after a capture, about 14 KB brotli,
// show only once the server's price and the wallet's token are back: their code is not part of
// /Payment's first render, whose largest paint waits for every script before it
// (docs/performance.md). The buttons are asked for as the wallet mounts, beside its token.
const loadButtons = () => import('@/components/wallet/WalletButtons');
const WalletButtons = lazy(() => loadButtons().then((m) => ({ default: m.WalletButtons })));
const SuccessDialog = lazy(() =>
  import('@/components/feedback/SuccessDialog').then((m) => ({ default: m.SuccessDialog })),
);

/** docs/specification.md#customer-transitions and #customer-errors, as written. */
export const WALLET_TEXT = {
  get completed() {
    return t('wallet.text.completed');
  },
  get couldNotInitiate() {
    return t('wallet.text.couldNotInitiate');
  },
  get notProcessed() {
    return t('wallet.text.notProcessed');
  },
} as const;

/** `Transaction {status lowercase}` for a capture that did not complete. */
export const transactionStatusText = (status: string) =>
  t('wallet.transactionStatus', { status: status.toLowerCase() });

interface WalletPaymentProps {
  productId: string;
  /** Calling code plus number. */
  telenumber: string;
  /** The server's price is on screen: paying is possible. */
  ready: boolean;
  /** A ranged product's typed USD amount. */
  amount?: number;
}

/** A failure the API client already redirected (500, 503), or a lost session (-> /Login). */
function redirected(error: unknown): boolean {
  if (is401(error)) {
    sessionExpired();
    return true;
  }
  return isApiError(error) && error.handled;
}

/**
 * The wallet top-up on /Payment: token, then PayPal's buttons or the sandbox button; order,
 * approval, capture. Every outcome hides the button: a completed capture shows 'Transaction
 * completed' (OK -> /payementSuccess), any other status goes to /PayementFailed.
 */
export function WalletPayment({ productId, telenumber, ready, amount }: WalletPaymentProps) {
  const t = useT();
  const navigate = useNavigate();
  const token = usePaypalToken(ready);
  // The dialog is drawn (closed) from the first render, so its code is asked for then anyway.
  useEffect(() => void loadButtons(), []);
  const [message, setMessage] = useState('');
  const [completedOrder, setCompletedOrder] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!token.error || redirected(token.error)) return;
    console.error('The wallet is not available', token.error);
  }, [token.error]);

  const fail = (text: string) => {
    setDone(true);
    void navigate('/PayementFailed', { state: { message: text } });
  };

  async function createOrder(): Promise<string> {
    setMessage('');
    try {
      return await createPaypalOrder({
        productId,
        telenumber,
        ...(amount !== undefined ? { amount } : {}),
      });
    } catch (error) {
      // The shop refuses this top-up (a risk limit, docs/specification.md#risk-limits, or a
      // blocked customer, docs/specification.md#blocked-customers): its reason stays on this
      // page, where a smaller amount can be chosen.
      if (isApiError(error) && error.status === 403) setMessage(error.message);
      else if (!redirected(error)) fail(WALLET_TEXT.couldNotInitiate);
      throw error;
    }
  }

  async function onApprove(walletOrderId: string): Promise<ApproveResult> {
    try {
      const answer = await capturePaypalOrder(walletOrderId);
      const transaction = captureTransaction(answer);
      setDone(true);
      if (transaction?.status === 'COMPLETED') {
        setCompletedOrder(answer.id);
      } else if (transaction) {
        fail(transactionStatusText(transaction.status));
      } else {
        setMessage(WALLET_TEXT.notProcessed);
      }
      return 'done';
    } catch (error) {
      if (isInstrumentDeclined(error)) return 'retry';
      setDone(true);
      if (!redirected(error)) setMessage(WALLET_TEXT.notProcessed);
      return 'done';
    }
  }

  // A token failure that sent the visitor nowhere (not a 401, 500 or 503): say so, as the Mvm
  // popup does, instead of an empty space where the wallet would be. The card stays usable.
  const walletDown =
    token.isError && !is401(token.error) && !(isApiError(token.error) && token.error.handled);

  const finish = () =>
    void navigate('/payementSuccess', {
      state: {
        productId,
        phoneNumber: telenumber,
        ...(completedOrder ? { walletOrderId: completedOrder } : {}),
      },
    });

  return (
    <>
      {message && <Alert severity="error">{message}</Alert>}
      {!done && token.data && (
        <Suspense fallback={<CircularProgress size={24} aria-label={t('wallet.loading')} />}>
          <WalletButtons setup={token.data} createOrder={createOrder} onApprove={onApprove} />
        </Suspense>
      )}
      {!done && token.isLoading && <CircularProgress size={24} aria-label={t('wallet.loading')} />}
      {!done && walletDown && <Alert severity="info">{WALLET_UNAVAILABLE()}</Alert>}
      <Suspense>
        <SuccessDialog
          open={completedOrder !== null}
          message={WALLET_TEXT.completed}
          onClose={finish}
        />
      </Suspense>
    </>
  );
}
