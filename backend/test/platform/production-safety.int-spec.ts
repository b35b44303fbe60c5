import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Test } from '@nestjs/testing';
import { Client } from 'pg';
import { ConfigModule } from '@config/config.module';
import { DtoneModule } from '@integrations/dtone/dtone.module';
import { StripeModule } from '@integrations/stripe/stripe.module';
import { HttpErrorsModule } from '@shared/http/http-error-registry';
import { RedisModule } from '@shared/redis/redis.module';
import { DtoneTopUpSender } from '@integrations/dtone/dtone-top-up-sender';
import { SandboxTopUpSender } from '@integrations/dtone/sandbox/sandbox-top-up-sender';
import { SandboxCardCheckout } from '@integrations/stripe/sandbox/sandbox-card-checkout';
import { StripeCardCheckout } from '@integrations/stripe/stripe-card-checkout';
import { TopUpSender } from '@modules/orders/ports/top-up-sender.port';
import { CardCheckout } from '@shared/ports/card-checkout.port';
import { DEMO_CUSTOMER, DEMO_MASTER_ADMIN } from '@database/seeds/demo-credentials';
import { ownDatabase } from '../support/databases';
import { createTestApp } from '../support/test-app';
import { PaypalWalletCheckout } from '@integrations/paypal/paypal-wallet-checkout';
import { SandboxWalletCheckout } from '@integrations/paypal/sandbox/sandbox-wallet-checkout';
import { WalletCheckout } from '@shared/ports/wallet-checkout.port';
import { PRODUCTION, PROVIDERS } from '../support/production-env';

/**
 * docs/decisions.md#production-needs-the-real-providers: a production start never moves goods
 * without taking money. The API module
 * is built as main.ts builds it, with NODE_ENV=production.
 */
describe('a production start', () => {
  /**
   * The configuration and the provider modules as the app builds them, with `env` on top of the
   * test environment (the whole ApiModule would fail the same way, but Nest leaves its queues'
   * Redis connections open after that). Answers the error's message.
   */
  async function bootError(env: Record<string, string>): Promise<string> {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      await Test.createTestingModule({
        imports: [ConfigModule, HttpErrorsModule, RedisModule, StripeModule, DtoneModule],
      }).compile();
      return 'started';
    } catch (err) {
      return (err as Error).message;
    } finally {
      process.env = saved;
    }
  }

  it('fails at boot without the providers’ keys, naming every missing one', async () => {
    const message = await bootError({ ...PRODUCTION, STRIPE_SECRET_KEY: '', DTONE_API_KEY: '' });
    expect(message).toMatch(/^Invalid configuration/);
    for (const name of Object.keys(PROVIDERS).filter((n) => /KEY|SECRET|CLIENT_ID/.test(n)))
      expect(message).toMatch(new RegExp(`${name}: required in production`));
    expect(message).toContain('DEMO_MODE=true');
  });

  it.each([
    [
      { STRIPE_SECRET_KEY: 'sk_test_51AbC' },
      'STRIPE_SECRET_KEY: a test-mode key (sk_test_…) in production: set the live key (sk_live_…), or DEMO_MODE=true for a demo on the sandboxes',
    ],
    [
      { PAYPAL_ENVIRONMENT: 'sandbox' },
      'PAYPAL_ENVIRONMENT: sandbox in production: set PAYPAL_ENVIRONMENT=production with the live client id, or DEMO_MODE=true for a demo on the sandboxes',
    ],
    [
      { DTONE_API_URL: 'https://preprod-dvs-api.dtone.com/v1' },
      "DTONE_API_URL: DT One's pre-production in production: set the live DVS URL (https://dvs-api.dtone.com/v1), or DEMO_MODE=true for a demo on the sandboxes",
    ],
    [
      { PUBLIC_URL: 'http://shop.selamtopup.test' },
      'PUBLIC_URL: must be https:// in production (over http cookies lose Secure and HSTS is off); only a DEMO_MODE=true demo on this machine may use http://localhost',
    ],
  ])('fails at boot with the live keys but %j', async (change, line) => {
    const message = await bootError({ ...PRODUCTION, ...PROVIDERS, ...change });
    expect(message.split('\n')).toEqual(['Invalid configuration:', `  ${line}`]);
  });

  it('with the keys: real Stripe, DT One and PayPal, and the sandboxes answer 404', async () => {
    const t = await createTestApp({}, { ...PRODUCTION, ...PROVIDERS });
    try {
      expect(t.app.get(CardCheckout)).toBeInstanceOf(StripeCardCheckout);
      expect(t.app.get(TopUpSender)).toBeInstanceOf(DtoneTopUpSender);
      expect(t.app.get(WalletCheckout)).toBeInstanceOf(PaypalWalletCheckout);
      const agent = t.agent();
      await agent.get('/sandbox/checkout/cs_sandbox_anything').expect(404);
      await agent
        .post('/sandbox/checkout/cs_sandbox_anything/pay')
        .type('form')
        .send({ token: 'x' })
        .expect(404);
      await agent
        .post('/sandbox/checkout/cs_sandbox_anything/decline')
        .type('form')
        .send({ token: 'x' })
        .expect(404);
      // The sandbox wallet's payer routes too (JSON and the CSRF header, as the local button posts).
      // PUBLIC_URL is https, so the session cookie is Secure and the agent keeps it from plain
      // http: it goes along by hand.
      const token = await agent.get('/api/user/token').expect(200);
      const sid = (token.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
      for (const choice of ['approve', 'decline'])
        await agent
          .post(`/sandbox/paypal/orders/SBX-ANYTHING/${choice}`)
          .set('Cookie', sid)
          .set('x-csrf-token', token.body.csrfToken as string)
          .send({})
          .expect(404);
      await agent.get('/dev/mailbox').expect(404);
    } finally {
      await t.close();
    }
  });

  it('with DEMO_MODE=true: both sandboxes, top-ups on the DT One sandbox even with its key', async () => {
    const t = await createTestApp(
      {},
      {
        ...PRODUCTION,
        DEMO_MODE: 'true',
        DTONE_API_KEY: 'dtone-key',
        DTONE_API_SECRET: 'x',
        PAYPAL_CLIENT_ID: 'paypal-client-id',
        PAYPAL_CLIENT_SECRET: 'paypal-client-secret',
      },
    );
    try {
      const checkout = t.app.get(CardCheckout);
      expect(checkout).toBeInstanceOf(SandboxCardCheckout);
      expect(t.app.get(TopUpSender)).toBeInstanceOf(SandboxTopUpSender);
      const session = await checkout.createSession({
        orderId: `demo-${process.pid}-${Date.now()}`,
        purpose: 'topup',
        amountCents: 100,
        description: 'demo',
        successUrl: 'http://localhost/ok',
        cancelUrl: 'http://localhost/cancel',
      });
      await t.agent().get(`/sandbox/checkout/${session.sessionId}`).expect(200);
      // The sandbox wallet too, even with PayPal's keys: a demo takes no money.
      const wallet = t.app.get(WalletCheckout);
      expect(wallet).toBeInstanceOf(SandboxWalletCheckout);
      const order = await wallet.createOrder({
        orderId: `demo-${process.pid}-${Date.now()}`,
        purpose: 'topup',
        amountCents: 100,
        description: 'demo',
      });
      const id = (order as { walletOrderId: string }).walletOrderId;
      await expect((wallet as SandboxWalletCheckout).choose(id, 'approve')).resolves.toMatchObject({
        outcome: 'chosen',
      });
    } finally {
      await t.close();
    }
  });

  describe('npm start’s seed step', () => {
    const seed = (env: Record<string, string>) =>
      promisify(execFile)('npx', ['tsx', 'src/database/cli/seed.ts'], {
        cwd: join(__dirname, '../..'),
        env: { ...process.env, ...env },
      });
    const demoAccounts = async (url: string) => {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query(
          `SELECT email FROM customers WHERE email = $1 UNION ALL SELECT email FROM admins WHERE email = $2`,
          [DEMO_CUSTOMER.email, DEMO_MASTER_ADMIN.email],
        );
        return rows.length;
      } finally {
        await client.end();
      }
    };

    it('never seeds the demo accounts in production (it does elsewhere)', async () => {
      const production = await ownDatabase('seedprod');
      const { stdout } = await seed({
        ...PRODUCTION,
        DEMO_MODE: 'true',
        DATABASE_URL: production,
        LOG_LEVEL: 'silent',
      });
      expect(stdout).toContain('no demo data');
      expect(await demoAccounts(production)).toBe(0);

      const development = await ownDatabase('seeddev');
      await seed({ NODE_ENV: 'development', DATABASE_URL: development });
      expect(await demoAccounts(development)).toBe(2);
    }, 60_000);
  });
});
