import {
  DEFAULT_RETRY_AFTER_SECONDS,
  ProviderErrors,
  ProviderUnavailableError,
  retryAfterSeconds,
} from './provider-unavailable';

describe('a provider fault', () => {
  it('is UNAVAILABLE, or RATE_LIMITED when it says how long to wait', () => {
    expect(new ProviderUnavailableError('Stripe', 'down')).toMatchObject({
      code: ProviderErrors.UNAVAILABLE,
      provider: 'Stripe',
      message: 'down',
      retryAfterSeconds: null,
    });
    expect(new ProviderUnavailableError('PayPal', 'slow down', 30)).toMatchObject({
      code: ProviderErrors.RATE_LIMITED,
      retryAfterSeconds: 30,
    });
  });

  it("reads the provider's Retry-After in seconds or as a date, within 1 s to an hour", () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('12', now)).toBe(12);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60);
    expect(retryAfterSeconds('0', now)).toBe(1);
    expect(retryAfterSeconds('999999', now)).toBe(3600);
    expect(retryAfterSeconds(undefined, now)).toBe(DEFAULT_RETRY_AFTER_SECONDS);
    expect(retryAfterSeconds('soon', now)).toBe(DEFAULT_RETRY_AFTER_SECONDS);
  });
});
