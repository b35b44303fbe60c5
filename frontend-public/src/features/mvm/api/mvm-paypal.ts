// The Mvm wallet calls (no login, CSRF, storefront switch 503, rate-limited), seed 001 §7:
// POST /api/mvmpaypal/token, /api/mvmpaypal/orders {cart}, /api/mvmpaypal/{orderID}/capture.
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import {
  toWalletSetup,
  walletCaptureSchema,
  type WalletCaptureAnswer,
  type WalletSetup,
} from '../../../components/wallet/wallet-answers';
import type { MvmCart } from './mvm-payment-form';
import { mvmPaymentSchema, type MvmPayment } from './mvm-payment';

export async function getMvmPaypalToken(): Promise<WalletSetup> {
  return toWalletSetup(await api.post('/api/mvmpaypal/token'));
}

// TODO(openapi): hand-written until the Mvm endpoints are in the OpenAPI document.
const walletOrderSchema = z.object({ id: z.string().min(1) });

export async function createMvmPaypalOrder(cart: MvmCart): Promise<string> {
  return walletOrderSchema.parse(await api.post('/api/mvmpaypal/orders', { cart })).id;
}

export type MvmCapture = WalletCaptureAnswer & { payment?: MvmPayment };

const mvmCaptureSchema = walletCaptureSchema.and(
  z.object({ payment: mvmPaymentSchema.optional() }),
);

export async function captureMvmPaypalOrder(walletOrderId: string): Promise<MvmCapture> {
  const path = `/api/mvmpaypal/${encodeURIComponent(walletOrderId)}/capture`;
  return mvmCaptureSchema.parse(await api.post(path, {}));
}
