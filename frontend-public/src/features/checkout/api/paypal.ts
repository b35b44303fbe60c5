// The wallet top-up calls (customer session + CSRF; storefront switch 503),
// docs/specification.md#customer-calls:
// POST /api/paypal/token, POST /api/paypal/orders {cart}, POST /api/paypal/{orderID}/capture.
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import type { TopUpWalletCapture } from '@/api/types';
import { api } from '@/lib/api-client';
import { requestLinkFor } from '@/lib/request-link';
import {
  toWalletSetup,
  walletCaptureSchema,
  walletOrderSchema,
  type WalletCaptureAnswer,
  type WalletSetup,
} from '@/components/wallet/wallet-answers';
import type { CheckoutInput } from './create-checkout-session';

/** 401 is the screen's (it keeps the top-up choices); 500 and 503 redirect centrally. */
const OWN_401 = { handle: [401] } as const;

export async function getPaypalToken(): Promise<WalletSetup> {
  return toWalletSetup(await api.post('/api/paypal/token', undefined, OWN_401));
}

export const paypalTokenQueryKey = ['checkout', 'paypal-token'] as const;

/** The wallet buttons' setup, fetched once per visit of /Payment. */
export function usePaypalToken(enabled: boolean) {
  return useQuery({
    queryKey: paypalTokenQueryKey,
    queryFn: getPaypalToken,
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** The gateway's order id for this top-up (the server prices it from productId). */
export async function createPaypalOrder(cart: CheckoutInput): Promise<string> {
  const named = { ...cart, ...requestLinkFor(cart.telenumber) };
  return walletOrderSchema.parse(await api.post('/api/paypal/orders', { cart: named }, OWN_401)).id;
}

export const paypalCaptureSchema = z.intersection(
  walletCaptureSchema,
  z.object({ orderId: z.string() }),
);
export type PaypalCapture = WalletCaptureAnswer & Pick<TopUpWalletCapture, 'orderId'>;

export async function capturePaypalOrder(walletOrderId: string): Promise<PaypalCapture> {
  const path = `/api/paypal/${encodeURIComponent(walletOrderId)}/capture`;
  return paypalCaptureSchema.parse(await api.post(path, {}, OWN_401));
}
