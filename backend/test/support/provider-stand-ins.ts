import {
  PaypalStandIn,
  STAND_IN_CLIENT_ID,
  STAND_IN_CLIENT_SECRET,
} from '@selamtopup/test-kit/stand-ins/paypal';
import { STAND_IN_KEY, StripeStandIn } from '@selamtopup/test-kit/stand-ins/stripe';

/** Local Stripe and PayPal, which the app reaches through the real SDKs. */
export interface ProviderStandIns {
  stripe: StripeStandIn;
  paypal: PaypalStandIn;
  /** The app's environment that sends its Stripe and PayPal calls to them. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startProviderStandIns(): Promise<ProviderStandIns> {
  const stripe = await new StripeStandIn().start();
  const paypal = new PaypalStandIn();
  await paypal.start();
  return {
    stripe,
    paypal,
    env: {
      STRIPE_SECRET_KEY: STAND_IN_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_stand_in',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http',
      PAYPAL_CLIENT_ID: STAND_IN_CLIENT_ID,
      PAYPAL_CLIENT_SECRET: STAND_IN_CLIENT_SECRET,
      PAYPAL_API_URL: paypal.url,
      PAYPAL_TIMEOUT_MS: '5000',
    },
    stop: async () => {
      await stripe.stop();
      await paypal.stop();
    },
  };
}
