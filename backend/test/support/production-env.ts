/** What a production start needs besides the providers (env.schema.ts). */
export const PRODUCTION = {
  NODE_ENV: 'production',
  ALTCHA_HMAC_SECRET: 'altcha-secret-for-the-production-test',
  CODE_HMAC_SECRET: 'code-secret-for-the-production-test',
  SMTP_HOST: '127.0.0.1',
  PUBLIC_URL: 'https://shop.selamtopup.test',
};

/**
 * The providers' keys a production start refuses to go without
 * (docs/decisions.md#production-needs-the-real-providers), and their live
 * sides: a test-mode key, PayPal's sandbox or DT One's pre-production stop a production start.
 */
export const PROVIDERS = {
  STRIPE_SECRET_KEY: 'sk_live_production_boot',
  STRIPE_WEBHOOK_SECRET: 'whsec_production_boot',
  DTONE_API_KEY: 'dtone-key',
  DTONE_API_SECRET: 'dtone-secret',
  PAYPAL_CLIENT_ID: 'paypal-client-id',
  PAYPAL_CLIENT_SECRET: 'paypal-client-secret',
  PAYPAL_ENVIRONMENT: 'production',
  DTONE_API_URL: 'https://dvs-api.dtone.com/v1',
};
