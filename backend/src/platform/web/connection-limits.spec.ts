import { envSchema } from '@config/env.schema';
import { HEARTBEAT_MS } from '@modules/orders/http/sse-heartbeat';
import {
  connectionLimitWarning,
  FILES_BESIDE_CONNECTIONS,
  openFilesLimit,
  serverLimits,
} from './connection-limits';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             63704                63704                processes
Max open files            20000                1048576              files
`;

describe('the HTTP connection limits', () => {
  const defaults = envSchema.parse({});

  it('by default: 10,000 connections, and timeouts the order progress stream outlives', () => {
    const limits = serverLimits(defaults);
    expect(limits.maxConnections).toBe(10_000);
    expect(limits.fastify).toMatchObject({
      connectionTimeout: 60_000,
      keepAliveTimeout: 72_000,
      requestTimeout: 30_000,
      http: { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 2_500 },
    });
    // A quiet stream says something every HEARTBEAT_MS: the idle timeout must be well above it.
    expect(limits.fastify.connectionTimeout).toBeGreaterThanOrEqual(2 * HEARTBEAT_MS);
  });

  it('caps each client address only when served without trusted proxies', () => {
    expect(serverLimits(defaults).maxConnectionsPerAddress).toBe(256);
    const hops = envSchema.parse({ TRUST_PROXY_HOPS: '1' });
    expect(serverLimits(hops).maxConnectionsPerAddress).toBeUndefined();
    const addresses = envSchema.parse({ TRUST_PROXY_ADDRESSES: '10.0.0.0/8' });
    expect(serverLimits(addresses).maxConnectionsPerAddress).toBeUndefined();
  });

  it('checks the timeouts often enough for a small headers timeout (tests)', () => {
    const env = envSchema.parse({ HTTP_HEADERS_TIMEOUT_MS: '500', HTTP_REQUEST_TIMEOUT_MS: '800' });
    expect(serverLimits(env).fastify.http.connectionsCheckingInterval).toBe(125);
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    const parsed = envSchema.safeParse({
      HTTP_HEADERS_TIMEOUT_MS: '40000',
      HTTP_REQUEST_TIMEOUT_MS: '30000',
    });
    expect(parsed.success).toBe(false);
  });

  it('reads the soft open files limit (ulimit -n), or nothing off Linux', () => {
    expect(openFilesLimit(() => LIMITS)).toBe(20_000);
    expect(openFilesLimit(() => 'Max open files  unlimited  unlimited  files')).toBe(Infinity);
    expect(
      openFilesLimit(() => {
        throw new Error('ENOENT');
      }),
    ).toBeNull();
  });

  it('warns when the connection cap leaves too few open files for the rest', () => {
    expect(connectionLimitWarning(10_000, 20_000)).toBeNull();
    expect(connectionLimitWarning(10_000, null)).toBeNull();
    expect(connectionLimitWarning(10_000, 1024)).toBe(
      'HTTP_MAX_CONNECTIONS=10000 is too close to the open files limit of this process ' +
        `(ulimit -n: 1024); raise the limit or set HTTP_MAX_CONNECTIONS to at most 1`,
    );
    expect(connectionLimitWarning(10_000, 10_000 + FILES_BESIDE_CONNECTIONS)).toBeNull();
    expect(connectionLimitWarning(10_000, 10_500)).toContain('at most 9476');
  });
});
