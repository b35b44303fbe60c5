// POST /api/stripe/paymentIntent {amount, description, payerName, course} (no login, CSRF):
// a hosted card checkout (Stripe Checkout Session) for a project payment; the browser then goes
// to session.url. 500 and 503 redirect centrally (/Error500, /Error503).
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import type { MvmCardPayment } from '@/api/types';
import { api } from '@/lib/api-client';
import type { MvmCart } from './mvm-payment-form';

export const paymentIntentSchema = z.object({
  session: z.object({ url: z.string().check(z.minLength(1)) }),
}) satisfies z.ZodMiniType<MvmCardPayment>;

export async function createPaymentIntent(cart: MvmCart): Promise<string> {
  return paymentIntentSchema.parse(await api.post('/api/stripe/paymentIntent', cart)).session.url;
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
