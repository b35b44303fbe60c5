/** What a production start needs besides the providers (env.schema.ts). */
export const PRODUCTION = {
  NODE_ENV: 'production',
  ALTCHA_HMAC_SECRET: 'altcha-secret-for-the-production-test',
  CODE_HMAC_SECRET: 'code-secret-for-the-production-test',
  SMTP_HOST: '127.0.0.1',
};

/** The providers' keys a production start refuses to go without (issue 10, item 1). */
export const PROVIDERS = {
  STRIPE_SECRET_KEY: 'sk_test_production_boot',
  STRIPE_WEBHOOK_SECRET: 'whsec_production_boot',
  DTONE_API_KEY: 'dtone-key',
  DTONE_API_SECRET: 'dtone-secret',
  PAYPAL_CLIENT_ID: 'paypal-client-id',
  PAYPAL_CLIENT_SECRET: 'paypal-client-secret',
};
