// The Mvm wallet calls (no login, CSRF, storefront switch 503, rate-limited),
// docs/specification.md#mvm-calls:
// POST /api/mvmpaypal/token, /api/mvmpaypal/orders {cart}, /api/mvmpaypal/{orderID}/capture.
import * as z from 'zod/v4-mini';
import type { MvmWalletCapture } from '@/api/types';
import { api } from '@/lib/api-client';
import {
  toWalletSetup,
  walletCaptureSchema,
  walletOrderSchema,
  type WalletCaptureAnswer,
  type WalletSetup,
} from '@/components/wallet/wallet-answers';
import type { MvmCart } from './mvm-payment-form';
import { mvmPaymentSchema } from './mvm-payment';

export async function getMvmPaypalToken(): Promise<WalletSetup> {
  return toWalletSetup(await api.post('/api/mvmpaypal/token'));
}

export async function createMvmPaypalOrder(cart: MvmCart): Promise<string> {
  return walletOrderSchema.parse(await api.post('/api/mvmpaypal/orders', { cart })).id;
}

export type MvmCapture = WalletCaptureAnswer & Pick<MvmWalletCapture, 'payment'>;

const mvmCaptureSchema = z.intersection(
  walletCaptureSchema,
  z.object({ payment: mvmPaymentSchema }),
);

export async function captureMvmPaypalOrder(walletOrderId: string): Promise<MvmCapture> {
  const path = `/api/mvmpaypal/${encodeURIComponent(walletOrderId)}/capture`;
  return mvmCaptureSchema.parse(await api.post(path, {}));
}
