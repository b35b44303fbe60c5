import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges, which Fastify's `trustProxy` accepts as well. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `10.0.0.0/8`, `10.0.0.0/255.0.0.0`, `::1`, `loopback`: one entry of TRUST_PROXY_ADDRESSES. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length || !isIP(address)) return false;
  if (prefix === undefined) return true;
  if (isIP(prefix) === 4) return isIP(address) === 4;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (isIP(address) === 4 ? 32 : 128);
}

/**
 * How the API finds a client's address behind proxies (docs/operations.md). A plain `true`
 * (trust every X-Forwarded-For entry) lets any client choose its address and walk past every
 * per-IP limit, so it is refused with a message naming the safe settings.
 */
export const trustProxySettings = {
  /** Only `false` (or unset) is accepted; kept so an old `.env` with `TRUST_PROXY=true` fails loudly. */
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((v) => v === undefined || ['', 'false', '0'].includes(v), {
      message:
        'TRUST_PROXY=true is no longer accepted: it lets any client choose its IP with ' +
        'X-Forwarded-For. Set TRUST_PROXY_HOPS to the number of proxies in front of the API ' +
        '(e.g. 1), or TRUST_PROXY_ADDRESSES to their addresses or CIDR ranges',
    }),
  /** How many proxies (load balancer, ingress) stand between the internet and the API. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** The proxies' addresses or CIDR ranges, comma-separated; X-Forwarded-For is read only from them. */
  TRUST_PROXY_ADDRESSES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isProxyAddress), {
      message: 'IP addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8,127.0.0.1)',
    }),
};

/** Fastify's `trustProxy`: a hop count, the trusted proxies' addresses, or nothing. */
export function fastifyTrustProxy(env: {
  TRUST_PROXY_HOPS: number;
  TRUST_PROXY_ADDRESSES: string[];
}): number | string | false {
  if (env.TRUST_PROXY_ADDRESSES.length) return env.TRUST_PROXY_ADDRESSES.join(',');
  return env.TRUST_PROXY_HOPS > 0 ? env.TRUST_PROXY_HOPS : false;
}
