// POST /api/stripe/create-checkout-session {productId, telenumber} (customer session + CSRF):
// creates the order and a hosted card checkout; the browser then goes to the answered url.
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';
import { requestLinkFor } from '@/lib/request-link';

export const checkoutSessionSchema = z.object({ url: z.string().check(z.minLength(1)) });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export interface CheckoutInput {
  productId: string;
  /** Calling code plus number, e.g. '+255754123456'. */
  telenumber: string;
  /** A ranged product's typed USD amount (the server checks the range and prices it). */
  amount?: number;
}

/**
 * 401 is left to the screen (it goes to /Login keeping the top-up choices); 500 and 503 redirect
 * centrally (/Error500, /Error503).
 */
export async function createCheckoutSession(input: CheckoutInput): Promise<CheckoutSession> {
  // The credit request link the form came from, for the requester's own number only.
  const body = { ...input, ...requestLinkFor(input.telenumber) };
  const answer = await api.post('/api/stripe/create-checkout-session', body, { handle: [401] });
  return checkoutSessionSchema.parse(answer);
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
