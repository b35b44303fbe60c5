import { isProbe } from './logger.module';

describe('access log probes', () => {
  it('skips health and metrics probes by their original path, query or not', () => {
    // As middie hands the request to the access-log middleware mounted at /api.
    expect(isProbe({ url: '/health', originalUrl: '/api/health' })).toBe(true);
    expect(isProbe({ url: '/health?x=1', originalUrl: '/api/health?x=1' })).toBe(true);
    expect(isProbe({ url: '/metrics' })).toBe(true);
  });

  it('logs every other request', () => {
    expect(isProbe({ url: '/health', originalUrl: '/api/healthz' })).toBe(false);
    expect(isProbe({ url: '/login', originalUrl: '/api/user/login' })).toBe(false);
    expect(isProbe({})).toBe(false);
  });
});
