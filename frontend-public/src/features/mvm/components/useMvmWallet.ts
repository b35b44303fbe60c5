import { useQuery } from '@tanstack/react-query';
import { isInstrumentDeclined } from '@/components/wallet/wallet-answers';
import type { ApproveResult } from '@/components/wallet/wallet-handlers';
import type { MvmCart } from '../api/mvm-payment-form';
import { captureMvmPaypalOrder, createMvmPaypalOrder, getMvmPaypalToken } from '../api/mvm-paypal';
import { MVM_WALLET_TEXT, captureOutcome, failureDetail, type MvmOutcome } from './mvm-outcome';

/**
 * The wallet payment of an Mvm cart: the buttons' setup (fetched while `enabled`), and the
 * handlers that create and capture the order, reporting each outcome once to `onOutcome`.
 */
export function useMvmWallet(
  cart: MvmCart | null,
  enabled: boolean,
  onOutcome: (outcome: MvmOutcome) => void,
) {
  const token = useQuery({
    queryKey: ['mvm', 'paypal-token'],
    queryFn: getMvmPaypalToken,
    enabled,
    retry: false,
    staleTime: Infinity,
  });

  async function createOrder(): Promise<string> {
    if (!cart) throw new Error('No cart');
    try {
      return await createMvmPaypalOrder(cart);
    } catch (error) {
      const detail = failureDetail(error);
      if (detail !== null) {
        onOutcome({ kind: 'failed', message: MVM_WALLET_TEXT.couldNotInitiate(detail) });
      }
      throw error;
    }
  }

  async function onApprove(walletOrderId: string): Promise<ApproveResult> {
    if (!cart) return 'done';
    try {
      onOutcome(captureOutcome(await captureMvmPaypalOrder(walletOrderId), cart));
    } catch (error) {
      if (isInstrumentDeclined(error)) return 'retry';
      const detail = failureDetail(error);
      if (detail !== null) {
        onOutcome({ kind: 'failed', message: MVM_WALLET_TEXT.notProcessed(detail) });
      }
    }
    return 'done';
  }

  return { token, createOrder, onApprove };
}
