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

  get secureCookies(): boolean {
    return this.env.PUBLIC_URL.startsWith('https://');
  }

  /** Fastify's `trustProxy` from TRUST_PROXY_HOPS / TRUST_PROXY_ADDRESSES (never "trust anyone"). */
  get trustProxy(): number | string | false {
    return fastifyTrustProxy(this.env);
  }

  get codeSecret(): string {
    return this.env.CODE_HMAC_SECRET ?? 'selamtopup-development-code-secret';
  }

  /** Development falls back to a fixed secret so a laptop needs no setup; production must set one. */
  get altchaSecret(): string {
    return this.env.ALTCHA_HMAC_SECRET ?? 'selamtopup-development-altcha-secret';
  }
}
