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
