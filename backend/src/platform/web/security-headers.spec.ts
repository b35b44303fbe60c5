import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it("computes helmet's headers with our content security policy", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"] } },
      hsts: false,
    });
    expect(headers['Content-Security-Policy']).toContain("default-src 'self'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });
});
