import { readFileSync } from 'node:fs';
import type { ServerOptions } from 'node:http';
import type { Env } from '@config/env.schema';

/** Open files the process needs beside its client connections: database, Redis, logs, files. */
export const FILES_BESIDE_CONNECTIONS = 1024;

export interface ServerLimits {
  /** Fastify's options: the front door (shared/http/front-door.ts) sets them on the server. */
  fastify: {
    connectionTimeout: number;
    keepAliveTimeout: number;
    requestTimeout: number;
    http: ServerOptions;
  };
  maxConnections: number;
  /** Per socket address; none behind trusted proxies, whose own addresses every socket has. */
  maxConnectionsPerAddress?: number;
}

/**
 * The HTTP server's limits from the settings (config/env.schema.ts says what each bounds). In
 * Node 20 the request timeout counts the request's receipt only: a long answer (the order
 * progress stream, a CSV download) is never cut by it, only by the idle timeout when nothing
 * moves on its connection for that long (the progress stream says something every 15 s).
 */
export function serverLimits(env: Env): ServerLimits {
  const behindProxies = env.TRUST_PROXY_HOPS > 0 || env.TRUST_PROXY_ADDRESSES.length > 0;
  return {
    fastify: {
      connectionTimeout: env.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
      http: {
        headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
        requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
        // Node checks these two timeouts on a timer, every 30 s by default, which would let a
        // half-sent request hold its connection up to 30 s past the headers timeout.
        connectionsCheckingInterval: Math.min(
          5_000,
          Math.max(50, Math.floor(env.HTTP_HEADERS_TIMEOUT_MS / 4)),
        ),
      },
    },
    maxConnections: env.HTTP_MAX_CONNECTIONS,
    // Served directly, a socket's address is the client's: one client gets a share of the
    // connections. Behind proxies it is a proxy's, and per-client caps are the proxy's
    // (docs/operations.md, "Connection limits and the reverse proxy").
    maxConnectionsPerAddress: behindProxies ? undefined : env.HTTP_MAX_CONNECTIONS_PER_CLIENT,
  };
}

/** The soft limit of open files of this process (`ulimit -n`), when the system tells it. */
export function openFilesLimit(
  read: () => string = () => readFileSync('/proc/self/limits', 'utf8'),
): number | null {
  try {
    const found = /^Max open files\s+(\d+|unlimited)/m.exec(read());
    if (!found) return null;
    return found[1] === 'unlimited' ? Infinity : Number(found[1]);
  } catch {
    return null; // not Linux: nothing to compare with
  }
}

/**
 * A warning when HTTP_MAX_CONNECTIONS leaves too few open files for the rest: past the limit,
 * accepting fails for everyone (and so do the database, Redis and file reads) instead of the
 * surplus connections being closed.
 */
export function connectionLimitWarning(maxConnections: number, fileLimit: number | null) {
  if (fileLimit === null || maxConnections + FILES_BESIDE_CONNECTIONS <= fileLimit) return null;
  return (
    `HTTP_MAX_CONNECTIONS=${maxConnections} is too close to the open files limit of this ` +
    `process (ulimit -n: ${fileLimit}); raise the limit or set HTTP_MAX_CONNECTIONS to at most ` +
    `${Math.max(1, fileLimit - FILES_BESIDE_CONNECTIONS)}`
  );
}
