import type Stripe from 'stripe';
import type { CheckoutPayment } from '@shared/ports/card-checkout.port';

const PURPOSES = ['topup', 'mvm'] as const;
type Purpose = (typeof PURPOSES)[number];

/**
 * What a Stripe checkout session says about the money: paid once payment_status is 'paid'
 * (cards: at completion; delayed methods: at async_payment_succeeded), expired when Stripe
 * closed it unpaid, else unpaid. Currency is upper-cased ('USD'), as our orders store it.
 */
export function toCheckoutPayment(session: Stripe.Checkout.Session): CheckoutPayment {
  const orderId = session.metadata?.orderId ?? session.client_reference_id ?? null;
  if (session.payment_status === 'paid') {
    const purpose = session.metadata?.purpose;
    const paymentRef =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : session.payment_intent?.id;
    if (!orderId || !isPurpose(purpose) || !paymentRef || session.amount_total === null) {
      // Not a session we created (we always set these): a fault, not an outcome.
      throw new Error(`Stripe: paid checkout session ${session.id} lacks our order details`);
    }
    return {
      state: 'paid',
      sessionId: session.id,
      orderId,
      purpose,
      paymentRef,
      amountCents: session.amount_total,
      currency: (session.currency ?? '').toUpperCase(),
      cardCountry: cardCountryOf(session),
    };
  }
  if (session.status === 'expired') return { state: 'expired', sessionId: session.id, orderId };
  return { state: 'unpaid', sessionId: session.id, orderId };
}

/**
 * The card's issuing country from the expanded payment intent's latest charge (retrieved with
 * expand: payment_intent.latest_charge); null when not expanded, not a card, or not told.
 */
function cardCountryOf(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  if (!intent || typeof intent === 'string') return null;
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return null;
  const country = charge.payment_method_details?.card?.country;
  return typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null;
}

function isPurpose(value: string | undefined): value is Purpose {
  return PURPOSES.includes(value as Purpose);
}
