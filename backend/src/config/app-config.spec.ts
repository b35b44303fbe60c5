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
      PUBLIC_URL: 'https://selamtopup.com',
    };
    const providers = {
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      DTONE_API_KEY: 'key',
      DTONE_API_SECRET: 'secret',
      PAYPAL_CLIENT_ID: 'paypal-id',
      PAYPAL_CLIENT_SECRET: 'paypal-secret',
      PAYPAL_ENVIRONMENT: 'production',
      DTONE_API_URL: 'https://dvs-api.dtone.com/v1',
    };
    const testSides = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      PAYPAL_ENVIRONMENT: 'sandbox',
      DTONE_API_URL: 'https://preprod-dvs-api.dtone.com/v1',
    };
    const refusal = (env: Record<string, string>) => {
      try {
        new AppConfig(env);
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    };

    it.each(Object.entries(testSides))(
      'refuses a test side with the live keys: %s=%s, naming the live setting and DEMO_MODE',
      (name, value) => {
        const message = refusal({ ...secrets, ...providers, [name]: value });
        expect(message.split('\n')).toHaveLength(2);
        expect(message).toMatch(new RegExp(`${name}: .* in production: set .*DEMO_MODE=true`));
      },
    );

    it('refuses a restricted test key (rk_test_) too', () => {
      expect(refusal({ ...secrets, ...providers, STRIPE_SECRET_KEY: 'rk_test_x' })).toMatch(
        /STRIPE_SECRET_KEY: a test-mode key/,
      );
    });

    it('refuses an http PUBLIC_URL, localhost too; a demo may use http on this machine only', () => {
      for (const url of ['http://selamtopup.com', 'http://localhost:3000'])
        expect(refusal({ ...secrets, ...providers, PUBLIC_URL: url })).toMatch(
          /PUBLIC_URL: must be https:\/\/ in production/,
        );
      const demo = { ...secrets, ...providers, ...testSides, DEMO_MODE: 'true' };
      for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])
        expect(refusal({ ...demo, PUBLIC_URL: url })).toBe('');
      expect(refusal({ ...demo, PUBLIC_URL: 'http://demo.selamtopup.com' })).toMatch(
        /PUBLIC_URL: must be https:\/\//,
      );
    });

    it('takes the test sides in a demo (no money moves there anyway)', () => {
      expect(refusal({ ...secrets, ...providers, ...testSides, DEMO_MODE: 'true' })).toBe('');
    });

    it('refuses to start without the payment and top-up keys, naming each', () => {
      let message = '';
      try {
        new AppConfig(secrets);
      } catch (err) {
        message = (err as Error).message;
      }
      for (const name of Object.keys(providers).filter((n) => /KEY|SECRET|CLIENT_ID/.test(n)))
        expect(message).toContain(`${name}: required`);
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
