import { z } from 'zod';
import { trustProxySettings } from './trust-proxy';

const bool = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');
const int = (min: number) => z.coerce.number().int().min(min);
/** An optional setting that may be present but empty (`NAME=` in a .env file). */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * Every environment variable the backend reads. `.env.example` documents the same list.
 * Parsed once at boot; a bad value stops the process with a message naming the variable.
 */
/** What the real payment gateway and top-up provider need; a production start wants them all. */
const PROVIDER_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'DTONE_API_KEY',
  'DTONE_API_SECRET',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
] as const;

/** Hosts a `PUBLIC_URL` may name over plain http in a production demo: this machine only. */
const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** DT One's pre-production DVS (preprod-dvs-api.dtone.com): test credit, nothing delivered. */
const isDtonePreproduction = (url: string) => new URL(url).hostname.startsWith('preprod');

/**
 * Settings that point a provider at its test side. In production (not a demo) they would take
 * orders the customer pays for in play money, or charge real cards and deliver test airtime.
 */
function testModeSettings(env: {
  STRIPE_SECRET_KEY?: string;
  PAYPAL_ENVIRONMENT: string;
  DTONE_API_URL: string;
}): { path: string; message: string }[] {
  const found: { path: string; message: string }[] = [];
  const demo = 'or DEMO_MODE=true for a demo on the sandboxes';
  if (/^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY ?? ''))
    found.push({
      path: 'STRIPE_SECRET_KEY',
      message: `a test-mode key (sk_test_…) in production: set the live key (sk_live_…), ${demo}`,
    });
  if (env.PAYPAL_ENVIRONMENT === 'sandbox')
    found.push({
      path: 'PAYPAL_ENVIRONMENT',
      message: `sandbox in production: set PAYPAL_ENVIRONMENT=production with the live client id, ${demo}`,
    });
  if (isDtonePreproduction(env.DTONE_API_URL))
    found.push({
      path: 'DTONE_API_URL',
      message: `DT One's pre-production in production: set the live DVS URL (https://dvs-api.dtone.com/v1), ${demo}`,
    });
  return found;
}

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /**
     * Lets a production start run on the sandboxes (Stripe's page, DT One's top-ups) without the
     * providers' keys, for a public demo. Top-ups then always go to the DT One sandbox.
     */
    DEMO_MODE: bool.default('false'),
    PORT: int(0).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Behind proxies: how client IPs are read from X-Forwarded-For (config/trust-proxy.ts). */
    ...trustProxySettings,
    PUBLIC_URL: z.string().url().default('http://localhost:3000'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** json for machines (default), pretty for a developer's terminal (`npm run dev`). */
    LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),

    DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/selamtopup'),
    REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
    /** Prefix for every Redis key (queues, sessions, limits), so several installs can share one Redis. */
    REDIS_PREFIX: z.string().min(1).default('selam'),

    /** How often the worker checks its job schedulers are still in Redis (and puts back lost ones). */
    JOB_SCHEDULER_CHECK_MS: int(100).default(60_000),

    SESSION_TTL_SECONDS: int(60).default(12 * 3600),
    /** Idle lifetime of an admin session: shorter than a customer's, the back office holds more. */
    ADMIN_SESSION_TTL_SECONDS: int(60).default(2 * 3600),
    BODY_LIMIT_BYTES: int(1024).default(100 * 1024),

    /**
     * The HTTP server's limits (platform/web/http-app.ts). Connections past HTTP_MAX_CONNECTIONS
     * are closed at once (keep it well below `ulimit -n`; a start warns otherwise). Timeouts:
     * the request's headers, then the whole request (its receipt only, never the answer), an
     * idle kept-alive connection, and any connection where nothing moves either way (above the
     * order progress stream's 15 s heartbeat, else quiet streams are cut).
     */
    HTTP_MAX_CONNECTIONS: int(1).default(10_000),
    /** Served without a proxy: connections one client address may hold at once. */
    HTTP_MAX_CONNECTIONS_PER_CLIENT: int(1).default(256),
    HTTP_HEADERS_TIMEOUT_MS: int(100).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: int(100).default(30_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: int(100).default(72_000),
    HTTP_IDLE_TIMEOUT_MS: int(100).default(60_000),

    /**
     * CSV exports (back office transactions and Mvm payments together) running at once in one
     * API process, each on a database connection of its own; past it 429.
     */
    CSV_EXPORTS_AT_ONCE: int(1).default(2),
    /** A CSV download whose client has not read for this long is ended (its connection freed). */
    CSV_EXPORT_STALL_MS: int(100).default(30_000),

    /** Signs one-time codes' hashes; required in production. */
    CODE_HMAC_SECRET: z.string().min(16).optional(),
    ALTCHA_HMAC_SECRET: z.string().min(16).optional(),
    /**
     * Encrypts the admins' TOTP secrets at rest (AES-256-GCM); without it a key derived from
     * CODE_HMAC_SECRET does. Changing it voids every enrolment.
     */
    TOTP_ENCRYPTION_KEY: optional(z.string().min(32)),
    ALTCHA_COST: int(1).default(100),
    ALTCHA_COUNTER_MIN: int(1).default(1000),
    ALTCHA_COUNTER_MAX: int(2).default(3000),
    ALTCHA_EXPIRES_SECONDS: int(10).default(600),

    SMTP_HOST: z.string().optional(),
    SMTP_PORT: int(1).default(587),
    SMTP_SECURE: bool.default('false'),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    MAIL_FROM: z.string().default('SelamTopup <no-reply@selamtopup.com>'),
    MAIL_ATTEMPTS: int(1).default(15),
    MAIL_RETRY_DELAY_MS: int(10).default(5000),
    CONTACT_EMAIL: z.string().email().default('support@selamtopup.com'),
    /** The training business the Mvm payment pages and receipts are for (not SelamTopup). */
    MVM_BUSINESS_NAME: z.string().trim().min(1).max(120).default('MVM IT Training & Services'),
    /**
     * Credit requests one mailbox gets in 24 hours, whoever sends them (the form mails any address
     * from our domain); beyond that the form answers 429 and mails nothing.
     */
    CREDIT_REQUESTS_PER_RECIPIENT_PER_DAY: int(1).default(3),
    /**
     * Days a credit request's link opens the home form filled in (and can be named at checkout);
     * docs/decisions.md#request-link.
     */
    CREDIT_REQUEST_LINK_DAYS: int(1).default(14),

    /**
     * Catalogue pricing (docs/specification.md#pricing): markup on wholesale, and the service
     * charge.
     */
    PRICING_MARKUP_PERCENT: z.coerce.number().min(0).max(100).default(10),
    PRICING_FEE_FIXED_CENTS: int(0).default(50),
    PRICING_FEE_PERCENT: z.coerce.number().min(0).max(100).default(3),

    /**
     * Risk limits checked before any checkout (docs/decisions.md#risk-limit-defaults), in USD cents over the
     * last 24 hours. Counted: paid orders and checkouts still open.
     */
    /** A new customer (account under 24 h or no delivered top-up yet): total a day. */
    RISK_NEW_CUSTOMER_DAILY_CENTS: int(1).default(5000),
    /** Any customer: total a day and top-ups a day (an admin may raise both per customer). */
    RISK_CUSTOMER_DAILY_CENTS: int(1).default(20000),
    RISK_CUSTOMER_DAILY_TOP_UPS: int(1).default(10),
    /** One recipient number, across all accounts: top-ups a day and total a day. */
    RISK_NUMBER_DAILY_TOP_UPS: int(1).default(3),
    RISK_NUMBER_DAILY_CENTS: int(1).default(10000),
    /** A customer's top-ups to a number they never topped up successfully: total a day. */
    RISK_NEW_NUMBER_CENTS: int(1).default(2500),
    /** A card checkout above this total asks for 3-D Secure (a first card purchase always does). */
    RISK_THREE_D_SECURE_ABOVE_CENTS: int(0).default(3000),

    /** DT One DVS API. Without DTONE_API_KEY the built-in sandbox serves offers, lookup and top-ups. */
    DTONE_API_URL: z.string().url().default('https://preprod-dvs-api.dtone.com/v1'),
    DTONE_API_KEY: z.string().optional(),
    DTONE_API_SECRET: z.string().optional(),
    DTONE_TIMEOUT_MS: int(1).default(15000),
    /**
     * The fulfil job's first retry (ms), doubling for each next one over its 8 attempts: how soon
     * a top-up DT One still has pending is read again when no callback comes first.
     */
    FULFILMENT_RETRY_DELAY_MS: int(100).default(5000),
    /**
     * The secret part of the callback URL DT One posts transaction updates to
     * (PUBLIC_URL/api/dtone/callbacks/<secret>); without it one derived from CODE_HMAC_SECRET.
     */
    DTONE_CALLBACK_SECRET: optional(z.string().min(16)),
    /** Off: top-ups are sent without a callback_url and only the polling follows them. */
    DTONE_CALLBACKS: bool.default('true'),
    /** Sandbox only: DT One answers a top-up this many ms late (fault drills; 0 = at once). */
    DTONE_SANDBOX_LATENCY_MS: int(0).default(0),
    /**
     * Sandbox only: how long a sandbox top-up stays pending before it is delivered (the fulfil job
     * then retries after its backoff). 0 = delivered at once (the purchase-pipeline benchmark).
     */
    DTONE_SANDBOX_COMPLETION_MS: int(0).default(1000),
    /**
     * The DT One balance watch (docs/decisions.md#dt-one-balance-thresholds): how often it
     * reads the balance, below which USD balance the admins are mailed (once per crossing), and
     * below which the storefront closes by itself until the balance is back.
     */
    DTONE_BALANCE_CHECK_SECONDS: int(5).default(300),
    DTONE_BALANCE_WARN_USD: z.coerce.number().min(0).default(200),
    DTONE_BALANCE_CLOSE_USD: z.coerce.number().min(0).default(50),
    /** Countries whose offers are synced: ISO 3166 alpha-3 codes, comma-separated. */
    DTONE_COUNTRIES: z
      .string()
      .default('ETH,ERI,TZA,KEN,UGA,RWA,SOM,SSD,NGA,GHA')
      .transform((v) =>
        v
          .split(',')
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string().regex(/^[A-Z]{3}$/, 'ISO 3166 alpha-3 codes, e.g. ETH,TZA'))
          .min(1, 'at least one country'),
      ),

    /** Stripe Checkout (card). Without STRIPE_SECRET_KEY a local sandbox checkout page answers. */
    STRIPE_SECRET_KEY: z.string().optional(),
    /** Signs webhooks (whsec_…); required with STRIPE_SECRET_KEY. The sandbox has a fixed default. */
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Where stripe-node sends API calls (a local stand-in in tests); Stripe's own by default. */
    STRIPE_API_HOST: optional(z.string()),
    STRIPE_API_PORT: optional(int(1).max(65535)),
    STRIPE_API_PROTOCOL: optional(z.enum(['http', 'https'])),

    /** PayPal Orders v2 (wallet). Without PAYPAL_CLIENT_ID the local sandbox wallet answers. */
    PAYPAL_CLIENT_ID: optional(z.string()),
    /** Required with PAYPAL_CLIENT_ID. */
    PAYPAL_CLIENT_SECRET: optional(z.string()),
    /** Which PayPal: sandbox (api-m.sandbox.paypal.com) or production (api-m.paypal.com). */
    PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    /** Where the SDK sends API calls instead (a local stand-in in tests), e.g. http://127.0.0.1:4611. */
    PAYPAL_API_URL: optional(z.string().url()),
    PAYPAL_TIMEOUT_MS: int(1).default(15000),

    /**
     * The first master admin: created from these on an API start where no admin exists
     * (`npm run admin:create` does the same from a shell). Both or neither.
     */
    ADMIN_EMAIL: optional(z.string().email()),
    ADMIN_PASSWORD: optional(z.string()),
    ADMIN_FULLNAME: z.string().default('Master Admin'),

    /**
     * The reconciliation sweep, the safety net for paid orders: how often it runs, and how long a
     * paid, submitted or failed order may sit unchanged before it goes back to fulfilment (and an
     * unpaid checkout is checked with the gateway). Together they bound how long a paid order can
     * wait after a crash (under 2 minutes: docs/specification.md#order-lifecycle).
     */
    RECONCILE_INTERVAL_SECONDS: int(5).default(30),
    RECONCILE_IDLE_SECONDS: int(10).default(60),

    /**
     * The review queue (docs/specification.md#review-queue, docs/decisions.md#risky-payments-wait-in-their-own-state-decided-with-the-confirmation): a paid
     * order that looks risky waits for an admin. A customer's first order above this total in
     * cents (0: off); more than this many different numbers paid within an hour (0: off); a
     * card or payer country other than the account's; held orders older than REVIEW_HOLD_HOURS
     * are refunded by the sweep.
     */
    REVIEW_FIRST_ORDER_ABOVE_CENTS: int(0).default(5000),
    REVIEW_NUMBERS_PER_HOUR: int(0).default(3),
    REVIEW_COUNTRY_MISMATCH: bool.default('true'),
    REVIEW_HOLD_HOURS: int(1).default(24),

    /**
     * Delayed top-ups (docs/specification.md#delayed-top-ups): a paid order not delivered
     * within TOPUP_DELAY_NOTICE_MINUTES mails the customer once that it is late; one not delivered
     * within TOPUP_TIME_LIMIT_HOURS is cancelled at DT One where it can be and refunded. The delay
     * sweep runs every TOPUP_DELAY_CHECK_SECONDS. Fractions are allowed (short limits for tests).
     */
    TOPUP_DELAY_NOTICE_MINUTES: z.coerce.number().positive().default(10),
    TOPUP_TIME_LIMIT_HOURS: z.coerce.number().positive().default(6),
    TOPUP_DELAY_CHECK_SECONDS: int(5).default(60),

    /**
     * Automatic top-ups (docs/decisions.md): a period's price more than
     * AUTO_TOPUP_MAX_PRICE_RISE_PERCENT above what the customer agreed pauses the schedule
     * instead of charging; the run job looks for due periods, reminders and first payments every
     * AUTO_TOPUP_CHECK_SECONDS; AUTO_TOPUP_DEMO_DAY_SECONDS (0: off) makes a period's "day" that
     * many seconds (60: 7 days are 7 minutes, the 24-hour reminder one minute) for demos and tests.
     */
    AUTO_TOPUP_MAX_PRICE_RISE_PERCENT: int(0).default(10),
    AUTO_TOPUP_CHECK_SECONDS: int(1).default(60),
    AUTO_TOPUP_DEMO_DAY_SECONDS: int(0).default(0),

    /** Bearer token for /metrics. Production without it: /metrics answers 404. */
    METRICS_TOKEN: z.string().optional(),
    /** The OpenAPI UI and JSON at /api/docs: on outside production, off in production unless true. */
    API_DOCS: optional(bool),
    FRONTEND_PUBLIC_DIST: z.string().optional(),
    FRONTEND_ADMIN_DIST: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.DTONE_API_KEY && !env.DTONE_API_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['DTONE_API_SECRET'],
        message: 'required with DTONE_API_KEY',
      });
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'required with STRIPE_SECRET_KEY',
      });
    if (env.PAYPAL_CLIENT_ID && !env.PAYPAL_CLIENT_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_CLIENT_SECRET'],
        message: 'required with PAYPAL_CLIENT_ID',
      });
    if (env.TRUST_PROXY_HOPS > 0 && env.TRUST_PROXY_ADDRESSES.length)
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY_HOPS'],
        message: 'set TRUST_PROXY_HOPS or TRUST_PROXY_ADDRESSES, not both',
      });
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS)
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message:
          'must not be more than HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)',
      });
    if (!env.ADMIN_EMAIL !== !env.ADMIN_PASSWORD)
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    if (env.NODE_ENV !== 'production') return;
    if (!env.ALTCHA_HMAC_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['ALTCHA_HMAC_SECRET'],
        message: 'required in production',
      });
    if (!env.CODE_HMAC_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['CODE_HMAC_SECRET'],
        message: 'required in production',
      });
    if (!env.SMTP_HOST)
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_HOST'],
        message: 'required in production (the dev mailbox is off there)',
      });
    // Over http, cookies lose Secure and HSTS is off. A demo on this machine may do without.
    const publicUrl = new URL(env.PUBLIC_URL);
    if (
      publicUrl.protocol !== 'https:' &&
      !(env.DEMO_MODE && LOOPBACK_HOSTS.test(publicUrl.hostname))
    )
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'must be https:// in production (over http cookies lose Secure and HSTS is off); only a DEMO_MODE=true demo on this machine may use http://localhost',
      });
    if (env.DEMO_MODE) return;
    for (const { path, message } of testModeSettings(env))
      ctx.addIssue({ code: 'custom', path: [path], message });
    // Without these the sandboxes would answer: goods delivered, no money taken.
    for (const name of PROVIDER_KEYS) {
      if (!env[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message:
            'required in production (the payment and top-up sandboxes are off there; DEMO_MODE=true runs a demo on them)',
        });
    }
  })
  .refine((env) => env.ALTCHA_COUNTER_MAX > env.ALTCHA_COUNTER_MIN, {
    path: ['ALTCHA_COUNTER_MAX'],
    message: 'must be greater than ALTCHA_COUNTER_MIN',
  });

export type Env = z.infer<typeof envSchema>;
