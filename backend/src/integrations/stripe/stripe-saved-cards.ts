import Stripe from 'stripe';
import {
  OffSessionCharge,
  OffSessionChargeRequest,
  SavedCard,
  SavedCards,
} from '@shared/ports/saved-cards.port';
import { faultsOf, isStripeError, StripeSettings, unavailable } from './stripe-card-checkout';

const TIMEOUT_MS = 30_000;

/**
 * Saved cards through stripe-node: a Customer per account, the payment method a Checkout Session
 * saved (setup_future_usage=off_session), off-session PaymentIntents confirmed at once, and
 * detaching a card. A card error is an outcome: `authentication_required` (the bank wants the
 * cardholder) or a decline; every other Stripe error is a ProviderUnavailableError.
 */
export class StripeSavedCards extends SavedCards {
  private readonly stripe: Stripe;

  constructor(settings: StripeSettings) {
    super();
    this.stripe = new Stripe(settings.secretKey, {
      host: settings.host,
      port: settings.port,
      protocol: settings.protocol,
      timeout: TIMEOUT_MS,
      appInfo: { name: 'SelamTopup' },
    });
  }

  async customerFor(account: { accountId: string; email: string | null }): Promise<string> {
    const customer = await faultsOf('create a customer', () =>
      this.stripe.customers.create(
        {
          ...(account.email ? { email: account.email } : {}),
          metadata: { accountId: account.accountId },
        },
        { idempotencyKey: `customer-${account.accountId}` },
      ),
    );
    return customer.id;
  }

  async savedCardOf(sessionId: string): Promise<SavedCard | null> {
    const session = await faultsOf('retrieve a checkout session', () =>
      this.stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['payment_intent.payment_method'],
      }),
    );
    const customerRef =
      typeof session.customer === 'string' ? session.customer : session.customer?.id;
    const intent = session.payment_intent;
    if (!customerRef || !intent || typeof intent === 'string') return null;
    if (intent.setup_future_usage !== 'off_session') return null;
    const method = intent.payment_method;
    if (!method || typeof method === 'string' || !method.card) return null;
    return {
      customerRef,
      paymentMethodRef: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
    };
  }

  async chargeOffSession(request: OffSessionChargeRequest): Promise<OffSessionCharge> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'usd',
          customer: request.customerRef,
          payment_method: request.paymentMethodRef,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: { ...request.metadata, orderId: request.orderId, purpose: 'topup' },
          expand: ['latest_charge'],
        },
        // A schedule's period is charged once, whatever retries and crashes happen.
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status !== 'succeeded') {
        return intent.status === 'requires_action'
          ? {
              state: 'authentication-required',
              paymentRef: intent.id,
              reason: 'The card needs the cardholder to authenticate this payment',
            }
          : { state: 'declined', paymentRef: intent.id, reason: `Payment ${intent.status}` };
      }
      return {
        state: 'paid',
        paymentRef: intent.id,
        amountCents: intent.amount,
        cardCountry: countryOf(intent.latest_charge),
      };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError)) {
        throw unavailable(error, 'charge a saved card');
      }
      const paymentRef = (error.payment_intent as { id?: string } | undefined)?.id ?? null;
      if (error.code === 'authentication_required') {
        return { state: 'authentication-required', paymentRef, reason: error.message };
      }
      const code = error.decline_code ?? error.code ?? 'card_declined';
      return { state: 'declined', paymentRef, reason: `${code}: ${error.message}` };
    }
  }

  async removeCard(paymentMethodRef: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(paymentMethodRef);
    } catch (error) {
      // Already detached or unknown: the card cannot be charged, which is what was asked.
      if (isStripeError(error) && error.type === 'StripeInvalidRequestError') return;
      throw unavailable(error, 'detach a card');
    }
  }
}

function countryOf(charge: string | Stripe.Charge | null): string | null {
  if (!charge || typeof charge === 'string') return null;
  const country = charge.payment_method_details?.card?.country;
  return typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null;
}
