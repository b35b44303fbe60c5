import { AppConfig } from './app-config';

describe('AppConfig', () => {
  it('applies defaults for a laptop', () => {
    const config = new AppConfig({});
    expect(config.env.PORT).toBe(3000);
    expect(config.env.BODY_LIMIT_BYTES).toBe(102400);
    expect(config.isProduction).toBe(false);
    expect(config.altchaSecret.length).toBeGreaterThan(16);
  });

  it('names every bad variable', () => {
    expect(() => new AppConfig({ PORT: 'abc', DATABASE_URL: 'nope' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('refuses production without real secrets and SMTP', () => {
    expect(() => new AppConfig({ NODE_ENV: 'production' })).toThrow(
      /ALTCHA_HMAC_SECRET[\s\S]*SMTP_HOST/,
    );
  });

  describe('in production', () => {
    const secrets = {
      NODE_ENV: 'production',
      ALTCHA_HMAC_SECRET: 'a'.repeat(32),
      CODE_HMAC_SECRET: 'c'.repeat(32),
      SMTP_HOST: 'smtp.example.com',
    };
    const providers = {
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      DTONE_API_KEY: 'key',
      DTONE_API_SECRET: 'secret',
      PAYPAL_CLIENT_ID: 'paypal-id',
      PAYPAL_CLIENT_SECRET: 'paypal-secret',
    };

    it('refuses to start without the payment and top-up keys, naming each', () => {
      let message = '';
      try {
        new AppConfig(secrets);
      } catch (err) {
        message = (err as Error).message;
      }
      for (const name of Object.keys(providers)) expect(message).toContain(`${name}: required`);
      expect(message).toContain('DEMO_MODE=true');
      expect(() => new AppConfig({ ...secrets, ...providers, DTONE_API_KEY: '' })).toThrow(
        /DTONE_API_KEY: required in production/,
      );
    });

    it('runs on the real providers with their keys: no sandbox', () => {
      const config = new AppConfig({ ...secrets, ...providers });
      expect([
        config.sandboxesAllowed,
        config.realPayments,
        config.realTopUps,
        config.realWalletPayments,
      ]).toEqual([false, true, true, true]);
    });

    it('runs a demo on the sandboxes with DEMO_MODE=true, top-ups too even with a DT One key', () => {
      const demo = new AppConfig({ ...secrets, DEMO_MODE: 'true' });
      expect([demo.sandboxesAllowed, demo.realPayments, demo.realTopUps]).toEqual([
        true,
        false,
        false,
      ]);
      const keyed = new AppConfig({ ...secrets, ...providers, DEMO_MODE: 'true' });
      expect([keyed.realPayments, keyed.realTopUps, keyed.realWalletPayments]).toEqual([
        false,
        false,
        false,
      ]);
    });
  });

  it('wants the PayPal secret with the PayPal client id', () => {
    expect(() => new AppConfig({ PAYPAL_CLIENT_ID: 'id' })).toThrow(
      /PAYPAL_CLIENT_SECRET: required with PAYPAL_CLIENT_ID/,
    );
    expect(() => new AppConfig({ PAYPAL_ENVIRONMENT: 'live' })).toThrow(/PAYPAL_ENVIRONMENT/);
  });

  it('keeps the sandboxes outside production', () => {
    const config = new AppConfig({});
    expect([config.sandboxesAllowed, config.realPayments, config.realTopUps]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('marks cookies secure behind https', () => {
    expect(new AppConfig({ PUBLIC_URL: 'https://selamtopup.com' }).secureCookies).toBe(true);
  });
});

describe('AppConfig: client addresses behind proxies', () => {
  it('ignores X-Forwarded-For unless proxies are named', () => {
    expect(new AppConfig({}).trustProxy).toBe(false);
    expect(new AppConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('trusts a number of hops or the proxies’ addresses', () => {
    expect(new AppConfig({ TRUST_PROXY_HOPS: '1' }).trustProxy).toBe(1);
    expect(
      new AppConfig({ TRUST_PROXY_ADDRESSES: ' 10.0.0.0/8, 127.0.0.1,::1/128,loopback' })
        .trustProxy,
    ).toBe('10.0.0.0/8,127.0.0.1,::1/128,loopback');
  });

  it('refuses TRUST_PROXY=true, naming the safe settings', () => {
    expect(() => new AppConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*TRUST_PROXY_HOPS.*TRUST_PROXY_ADDRESSES/,
    );
  });

  it('refuses bad addresses and both settings at once', () => {
    expect(() => new AppConfig({ TRUST_PROXY_ADDRESSES: '10.0.0.0/99' })).toThrow(
      /TRUST_PROXY_ADDRESSES/,
    );
    expect(() => new AppConfig({ TRUST_PROXY_ADDRESSES: 'proxy.internal' })).toThrow(
      /TRUST_PROXY_ADDRESSES/,
    );
    expect(
      () => new AppConfig({ TRUST_PROXY_HOPS: '1', TRUST_PROXY_ADDRESSES: '10.0.0.1' }),
    ).toThrow(/not both/);
  });
});
