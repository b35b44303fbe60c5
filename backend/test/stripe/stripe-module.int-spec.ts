import { Logger } from '@nestjs/common';
import { Test, TestingModule } from '@nestjs/testing';
import { AppConfig } from '@config/app-config';
import { ConfigModule } from '@config/config.module';
import { SandboxCardCheckout } from '@integrations/stripe/sandbox/sandbox-card-checkout';
import { StripeCardCheckout } from '@integrations/stripe/stripe-card-checkout';
import { StripeModule } from '@integrations/stripe/stripe.module';
import { CardCheckout } from '@shared/ports/card-checkout.port';
import { DatabaseModule } from '@database/database.module';
import { createTestApp } from '../support/test-app';
import { STAND_IN_KEY, StripeStandIn } from '@selamtopup/test-kit/stand-ins/stripe';

/** The module as the app builds it, with extra environment. */
async function compile(env: Record<string, string>): Promise<TestingModule> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    return await Test.createTestingModule({
      imports: [ConfigModule, DatabaseModule.forRoot({ migrate: false }), StripeModule],
    }).compile();
  } finally {
    process.env = saved;
  }
}

describe('StripeModule', () => {
  beforeAll(() => Logger.overrideLogger(false));
  let moduleRef: TestingModule | undefined;
  afterEach(() => moduleRef?.close());

  it('runs the sandbox without STRIPE_SECRET_KEY', async () => {
    moduleRef = await compile({ STRIPE_SECRET_KEY: '', PUBLIC_URL: 'http://shop.test' });
    const checkout = moduleRef.get(CardCheckout);
    expect(checkout).toBeInstanceOf(SandboxCardCheckout);
    await expect(
      checkout.createSession({
        orderId: `module-order-${process.pid}`,
        purpose: 'topup',
        amountCents: 100,
        description: 'x',
        successUrl: 'http://shop.test/ok',
        cancelUrl: 'http://shop.test/cancel',
      }),
    ).resolves.toMatchObject({
      url: expect.stringMatching(/^http:\/\/shop\.test\/sandbox\/checkout\/cs_sandbox_/),
    });
  });

  it('talks to Stripe (here its stand-in) with a key', async () => {
    const standIn = await new StripeStandIn().start();
    try {
      moduleRef = await compile({
        STRIPE_SECRET_KEY: STAND_IN_KEY,
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(standIn.port),
        STRIPE_API_PROTOCOL: 'http',
      });
      const checkout = moduleRef.get(CardCheckout);
      expect(checkout).toBeInstanceOf(StripeCardCheckout);
      await expect(checkout.retrieveSession('cs_test_missing')).resolves.toMatchObject({
        state: 'expired',
      });
      expect(standIn.requests).toHaveLength(1);
    } finally {
      await standIn.stop();
    }
  });

  it('has no sandbox page with real Stripe', async () => {
    const testApp = await createTestApp(
      {},
      { STRIPE_SECRET_KEY: 'sk_test_unused', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
    );
    try {
      await testApp.agent().get('/sandbox/checkout/cs_sandbox_x').expect(404);
      await testApp
        .agent()
        .post('/sandbox/checkout/cs_sandbox_x/pay')
        .type('form')
        .send({ token: 'x' })
        .expect(404);
      await testApp.agent().post('/sandbox/checkout/cs_sandbox_x/decline').expect(404);
    } finally {
      await testApp.close();
    }
  });
});

describe('Stripe settings', () => {
  it('want the webhook secret with the key', () => {
    expect(() => new AppConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      new AppConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).env
        .STRIPE_SECRET_KEY,
    ).toBe('sk_test_x');
  });

  it('read the stand-in address, and take empty values as unset', () => {
    const env = new AppConfig({
      STRIPE_API_HOST: 'localhost',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    }).env;
    expect([env.STRIPE_API_HOST, env.STRIPE_API_PORT, env.STRIPE_API_PROTOCOL]).toEqual([
      'localhost',
      12111,
      'http',
    ]);
    const empty = new AppConfig({
      STRIPE_API_HOST: '',
      STRIPE_API_PORT: '',
      STRIPE_API_PROTOCOL: '',
    }).env;
    expect([empty.STRIPE_API_HOST, empty.STRIPE_API_PORT, empty.STRIPE_API_PROTOCOL]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(() => new AppConfig({ STRIPE_API_PROTOCOL: 'ftp' })).toThrow(/STRIPE_API_PROTOCOL/);
  });
});
