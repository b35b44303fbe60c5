import { createHmac } from 'node:crypto';
import { Env, envSchema } from './env.schema';
import { fastifyTrustProxy } from './trust-proxy';

/** Typed, validated settings: secrets and infrastructure only (business rules live in modules). */
export class AppConfig {
  readonly env: Env;

  constructor(source: NodeJS.ProcessEnv = process.env) {
    const parsed = envSchema.safeParse(source);
    if (!parsed.success) {
      const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
      throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
    }
    this.env = parsed.data;
  }

  get isProduction(): boolean {
    return this.env.NODE_ENV === 'production';
  }

  /**
   * Whether the providers' sandboxes (Stripe's checkout page, DT One's top-ups) may serve:
   * always outside production, and in production only with DEMO_MODE=true (the schema refuses
   * a production start without the real keys otherwise).
   */
  get sandboxesAllowed(): boolean {
    return !this.isProduction || this.env.DEMO_MODE;
  }

  /** Card payments through the real Stripe: with its key, and never in demo mode. */
  get realPayments(): boolean {
    return Boolean(this.env.STRIPE_SECRET_KEY) && !this.env.DEMO_MODE;
  }

  /** Wallet payments through the real PayPal: with its client id and secret, never in demo mode. */
  get realWalletPayments(): boolean {
    return (
      Boolean(this.env.PAYPAL_CLIENT_ID && this.env.PAYPAL_CLIENT_SECRET) && !this.env.DEMO_MODE
    );
  }

  /**
   * Offers, lookups and top-ups through the real DT One: with its key, and never in demo mode,
   * so a demo that takes no money never delivers real airtime.
   */
  get realTopUps(): boolean {
    return Boolean(this.env.DTONE_API_KEY) && !this.env.DEMO_MODE;
  }

  get secureCookies(): boolean {
    return this.env.PUBLIC_URL.startsWith('https://');
  }

  /** /api/docs: a map of every route is for developers, not for the public internet by default. */
  get apiDocs(): boolean {
    return this.env.API_DOCS ?? !this.isProduction;
  }

  /** Fastify's `trustProxy` from TRUST_PROXY_HOPS / TRUST_PROXY_ADDRESSES (never "trust anyone"). */
  get trustProxy(): number | string | false {
    return fastifyTrustProxy(this.env);
  }

  get codeSecret(): string {
    return this.env.CODE_HMAC_SECRET ?? 'selamtopup-development-code-secret';
  }

  /**
   * The key that seals TOTP secrets: TOTP_ENCRYPTION_KEY, else one derived from the code secret
   * (required in production), so no start needs a new setting to keep them encrypted.
   */
  get totpEncryptionKey(): string {
    return this.env.TOTP_ENCRYPTION_KEY ?? `totp-secrets:${this.codeSecret}`;
  }

  /**
   * The unguessable path segment of DT One's callback URL: DTONE_CALLBACK_SECRET, else derived from
   * the code secret (required in production), so a deployment's URL is stable across restarts.
   */
  get dtoneCallbackSecret(): string {
    return (
      this.env.DTONE_CALLBACK_SECRET ??
      createHmac('sha256', this.codeSecret).update('dtone-callback').digest('hex').slice(0, 32)
    );
  }

  /** Where DT One posts transaction updates; null when callbacks are off. */
  get dtoneCallbackUrl(): string | null {
    if (!this.env.DTONE_CALLBACKS) return null;
    const base = this.env.PUBLIC_URL.replace(/\/+$/, '');
    return `${base}/api/dtone/callbacks/${this.dtoneCallbackSecret}`;
  }

  /** Development falls back to a fixed secret so a laptop needs no setup; production must set one. */
  get altchaSecret(): string {
    return this.env.ALTCHA_HMAC_SECRET ?? 'selamtopup-development-altcha-secret';
  }
}
