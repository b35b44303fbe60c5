import Stripe from 'stripe';
import { ProviderUnavailableError } from '@shared/domain/provider-unavailable';
import {
  type CardPaymentAlert,
  type CardPaymentAlertRef,
  CardPaymentAlerts,
} from '@shared/ports/card-payment-alerts.port';
import { toCardPaymentAlert } from './payment-alert.mapper';
import type { StripeSettings } from './stripe-card-checkout';
import { alertRefFromWebhook } from './stripe-webhook-event';

/**
 * Stripe Radar's early fraud warnings and disputes through stripe-node: the webhook names one,
 * and it is read back from Stripe (radar.earlyFraudWarnings.retrieve, disputes.retrieve).
 */
export class StripeCardPaymentAlerts extends CardPaymentAlerts {
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    super();
    this.stripe = new Stripe(settings.secretKey, {
      host: settings.host,
      port: settings.port,
      protocol: settings.protocol,
      timeout: 30_000,
      appInfo: { name: 'SelamTopup' },
    });
  }

  async alertFromWebhook(rawBody: Buffer, signature: string | undefined) {
    return alertRefFromWebhook(rawBody, signature, this.settings.webhookSecret);
  }

  async retrieve(ref: CardPaymentAlertRef): Promise<CardPaymentAlert | null> {
    let object: unknown;
    try {
      object =
        ref.kind === 'early_fraud_warning'
          ? await this.stripe.radar.earlyFraudWarnings.retrieve(ref.id)
          : await this.stripe.disputes.retrieve(ref.id);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      // An id Stripe does not know: a forged or foreign event; nothing to do.
      if (error.code === 'resource_missing') return null;
      throw new ProviderUnavailableError(
        'Stripe',
        `Stripe could not retrieve ${ref.kind} ${ref.id}: ${error.type} ${error.statusCode ?? '-'} ${error.message}`,
      );
    }
    return toCardPaymentAlert(object);
  }
}
