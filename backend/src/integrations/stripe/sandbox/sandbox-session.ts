import type { Cents } from '@shared/domain/money';
import type { CheckoutPayment } from '@shared/ports/card-checkout.port';

/** A sandbox checkout session as kept in PostgreSQL (stripe_sandbox_sessions). */
export interface SandboxSession {
  id: string;
  orderId: string;
  purpose: 'topup' | 'mvm';
  amountCents: Cents;
  description: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail: string | null;
  /** The 3-D Secure request (Stripe's request_three_d_secure); null: Stripe's default. */
  threeDSecure: 'any' | 'automatic' | null;
  /** The caller's risk metadata (orderId and purpose are added when shown as Stripe's). */
  metadata: Record<string, string>;
  /** 'open' turns into 'expired' when read after expiresAt (see stateOf). */
  state: 'open' | 'paid' | 'expired';
  paymentRef: string | null;
  refundRef: string | null;
  /**
   * The card's issuing country the tester chose on the page (ISO alpha-2), as Stripe tells a
   * card's country; null: not told. Optional in a stored session made before it existed.
   */
  cardCountry?: string | null;
  /**
   * The sandbox customer (cus_sandbox_…) whose card this session saves for off-session charges
   * (CheckoutRequest.saveCardFor); null: the card is not saved.
   */
  saveCardFor?: string | null;
  /** The payment method the paid session saved (pm_sandbox_…); null before or without one. */
  savedPaymentMethod?: string | null;
  /** Hidden field of the page's forms: they are CSRF-exempt, this token protects them. */
  formToken: string;
  /** Epoch milliseconds. */
  createdAt: number;
  expiresAt: number;
}

export function stateOf(session: SandboxSession, now = Date.now()): SandboxSession['state'] {
  return session.state === 'open' && now >= session.expiresAt ? 'expired' : session.state;
}

/** Where Pay leads: the success url with Stripe's placeholder filled in. */
export function successUrlOf(session: SandboxSession): string {
  return session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

export function toCheckoutPayment(session: SandboxSession): CheckoutPayment {
  const state = stateOf(session);
  if (state === 'paid') {
    return {
      state,
      sessionId: session.id,
      orderId: session.orderId,
      purpose: session.purpose,
      paymentRef: session.paymentRef!,
      amountCents: session.amountCents,
      currency: 'USD',
      cardCountry: session.cardCountry ?? null,
    };
  }
  return {
    state: state === 'open' ? 'unpaid' : state,
    sessionId: session.id,
    orderId: session.orderId,
  };
}

/** The session as Stripe's API would show it: the `data.object` of a webhook event. */
export function toStripeSessionObject(session: SandboxSession) {
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const state = stateOf(session);
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'payment',
    livemode: false,
    client_reference_id: session.orderId,
    metadata: { ...session.metadata, orderId: session.orderId, purpose: session.purpose },
    payment_method_options: session.threeDSecure
      ? { card: { request_three_d_secure: session.threeDSecure } }
      : {},
    amount_subtotal: session.amountCents,
    amount_total: session.amountCents,
    currency: 'usd',
    customer_email: session.customerEmail,
    payment_intent: session.paymentRef,
    payment_status: state === 'paid' ? 'paid' : 'unpaid',
    status: state === 'paid' ? 'complete' : state,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    url: null,
    created: seconds(session.createdAt),
    expires_at: seconds(session.expiresAt),
  };
}
