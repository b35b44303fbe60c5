/**
 * Errors that mean "PostgreSQL or Redis is out of reach for a moment" rather than a bug: a
 * connection killed or refused, a database restarting, a Redis that stopped answering. The
 * fault suite (docs/reliability.md) showed them answered 500, which the customer site turns into
 * "/Error500"; they are answered 503 now, which it shows as the maintenance page, and which
 * Stripe and the shoppers retry. Matched on the drivers' codes and error names, never on a
 * whole message.
 */
export function isStoreOutage(error: unknown): boolean {
  for (let e = error as Outage | undefined, depth = 0; e && depth < 3; e = e.driverError, depth++) {
    if (typeof e !== 'object') return false;
    if (e.name && OUTAGE_ERROR_NAMES.has(e.name)) return true;
    if (typeof e.code === 'string' && isOutageCode(e.code)) return true;
    // node-postgres says this one without a code (the server closed the socket).
    if (e.message === 'Connection terminated unexpectedly') return true;
    // ioredis, a command on a client that lost its connection for good.
    if (e.message === 'Connection is closed.') return true;
  }
  return false;
}

interface Outage {
  name?: string;
  code?: unknown;
  message?: string;
  driverError?: Outage;
}

const OUTAGE_ERROR_NAMES = new Set([
  // TypeORM, when the connection under a transaction died meanwhile.
  'QueryRunnerAlreadyReleasedError',
  'QueryRunnerProviderAlreadyReleasedError',
  // ioredis, after its retries for one command ran out.
  'MaxRetriesPerRequestError',
]);

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (the server shutting down
 * or starting), 53300 (too many connections); and the sockets' own codes.
 */
function isOutageCode(code: string): boolean {
  return (
    SOCKET_CODES.has(code) ||
    code.startsWith('08') ||
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    code === '53300'
  );
}
