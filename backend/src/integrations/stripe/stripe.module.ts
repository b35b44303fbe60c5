import { Global, Logger, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { CardCheckout } from '@shared/ports/card-checkout.port';
import { CardPaymentAlerts } from '@shared/ports/card-payment-alerts.port';
import { SandboxCheckoutController } from './sandbox/http/sandbox-checkout.controller';
import { SandboxCardCheckout } from './sandbox/sandbox-card-checkout';
import { SandboxCardPaymentAlerts } from './sandbox/sandbox-card-payment-alerts';
import { StripeCardCheckout } from './stripe-card-checkout';
import { StripeCardPaymentAlerts } from './stripe-card-payment-alerts';
import { SavedCards } from '@shared/ports/saved-cards.port';
import { SandboxSavedCards } from './sandbox/sandbox-saved-cards';
import { StripeSavedCards } from './stripe-saved-cards';

/** Signs the sandbox's webhooks when STRIPE_WEBHOOK_SECRET is not set (a fixed development value). */
export const SANDBOX_WEBHOOK_SECRET = 'whsec_selamtopup_sandbox_development';

function createCardCheckout(config: AppConfig, db: DataSource): CardCheckout {
  const env = config.env;
  if (config.realPayments) {
    return new StripeCardCheckout({
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!, // required with the key (env.schema.ts)
      host: env.STRIPE_API_HOST,
      port: env.STRIPE_API_PORT,
      protocol: env.STRIPE_API_PROTOCOL,
    });
  }
  // env.schema.ts already refuses this start; never let a sandbox take orders in production.
  if (!config.sandboxesAllowed) throw new Error('STRIPE_SECRET_KEY is required in production');
  const logger = new Logger('Stripe');
  const why = env.DEMO_MODE ? 'DEMO_MODE' : 'no STRIPE_SECRET_KEY';
  const note = `${why}: card payments go through the sandbox page /sandbox/checkout`;
  if (config.isProduction) logger.warn(`${note}; NO real money is taken`);
  else logger.log(note);
  return new SandboxCardCheckout(db, {
    publicUrl: env.PUBLIC_URL,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || SANDBOX_WEBHOOK_SECRET,
  });
}

/** Early fraud warnings and disputes: from Stripe with the key, else from the sandbox page. */
function createCardPaymentAlerts(config: AppConfig, db: DataSource): CardPaymentAlerts {
  const env = config.env;
  if (config.realPayments) {
    return new StripeCardPaymentAlerts({
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      host: env.STRIPE_API_HOST,
      port: env.STRIPE_API_PORT,
      protocol: env.STRIPE_API_PROTOCOL,
    });
  }
  if (!config.sandboxesAllowed) throw new Error('STRIPE_SECRET_KEY is required in production');
  return new SandboxCardPaymentAlerts(db, {
    publicUrl: env.PUBLIC_URL,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || SANDBOX_WEBHOOK_SECRET,
  });
}

/** Saved cards and off-session charges: Stripe with the key, else the sandbox's. */
function createSavedCards(config: AppConfig, db: DataSource): SavedCards {
  const env = config.env;
  if (config.realPayments) {
    return new StripeSavedCards({
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      host: env.STRIPE_API_HOST,
      port: env.STRIPE_API_PORT,
      protocol: env.STRIPE_API_PROTOCOL,
    });
  }
  if (!config.sandboxesAllowed) throw new Error('STRIPE_SECRET_KEY is required in production');
  return new SandboxSavedCards(db);
}

/**
 * The card gateway (CardCheckout) and its warnings (CardPaymentAlerts): Stripe Checkout when STRIPE_SECRET_KEY is set (and not
 * DEMO_MODE), else the sandbox, whose payment page answers only in that mode (404 with real
 * Stripe, and in production unless DEMO_MODE).
 * The webhook route is shared/payments/http/stripe-webhook.controller.ts; both adapters verify it
 * the same way.
 */
@Global()
@Module({
  controllers: [SandboxCheckoutController],
  providers: [
    { provide: CardCheckout, inject: [AppConfig, DataSource], useFactory: createCardCheckout },
    {
      provide: CardPaymentAlerts,
      inject: [AppConfig, DataSource],
      useFactory: createCardPaymentAlerts,
    },
    { provide: SavedCards, inject: [AppConfig, DataSource], useFactory: createSavedCards },
  ],
  exports: [CardCheckout, CardPaymentAlerts, SavedCards],
})
export class StripeModule {}
