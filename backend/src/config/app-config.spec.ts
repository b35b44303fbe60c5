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
