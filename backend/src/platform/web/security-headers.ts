import type { FastifyInstance } from 'fastify';
import helmet, { HelmetOptions } from 'helmet';

/**
 * helmet's security headers, computed once at boot instead of per request (helmet rebuilds them
 * on every response, which halved the throughput of anonymous GETs). Our policy has no nonces or
 * per-request values, so one fixed set is exact.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet(options)({} as never, res as never, () => undefined);
  return headers;
}

/** Adds the security headers to every answer; returns them (the front door sends them too). */
export function addSecurityHeaders(
  fastify: FastifyInstance,
  options: HelmetOptions,
): Record<string, string> {
  const headers = securityHeaders(options);
  fastify.addHook('onRequest', (_req, reply, done) => {
    void reply.headers(headers);
    done();
  });
  return headers;
}
