import type Redis from 'ioredis';
import type { SandboxSession } from './sandbox-session';

/** Long enough for a late refund; Stripe keeps sessions for ever. */
const TTL_SECONDS = 90 * 24 * 3600;
const SESSION = 'stripe-sandbox:session:';
const ORDER = 'stripe-sandbox:order:';
const PAYMENT = 'stripe-sandbox:payment:';
const MAX_ATTEMPTS = 10;

/** Writes ARGV[2] only while the key still holds ARGV[1] ('' = absent): safe across processes. */
const COMPARE_AND_SET = `
if (redis.call('GET', KEYS[1]) or '') == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
  return 1
end
return 0`;

/**
 * Sandbox sessions in Redis, shared by the API (page, webhook) and the worker (refunds): by id,
 * plus which session an order is using and which session a payment belongs to.
 */
export class SandboxSessionStore {
  constructor(private readonly redis: Redis) {}

  async get(id: string): Promise<SandboxSession | null> {
    const raw = await this.redis.get(SESSION + id);
    return raw ? (JSON.parse(raw) as SandboxSession) : null;
  }

  async add(session: SandboxSession): Promise<void> {
    await this.redis.set(SESSION + session.id, JSON.stringify(session), 'EX', TTL_SECONDS);
  }

  async remove(id: string): Promise<void> {
    await this.redis.del(SESSION + id);
  }

  sessionIdOfOrder(orderId: string): Promise<string | null> {
    return this.redis.get(ORDER + orderId);
  }

  /** Points the order at `id` unless another process moved it away from `previousId` first. */
  claimOrder(orderId: string, id: string, previousId: string | null): Promise<boolean> {
    return this.compareAndSet(ORDER + orderId, previousId ?? '', id);
  }

  async linkPayment(paymentRef: string, id: string): Promise<void> {
    await this.redis.set(PAYMENT + paymentRef, id, 'EX', TTL_SECONDS);
  }

  sessionIdOfPayment(paymentRef: string): Promise<string | null> {
    return this.redis.get(PAYMENT + paymentRef);
  }

  /**
   * Applies `change` to the current session, again if another process changed it meanwhile.
   * `change` answers null to leave the session as it is. Answers the session after the change
   * and whether this call made it; null when there is no such session.
   */
  async update(
    id: string,
    change: (session: SandboxSession) => SandboxSession | null,
  ): Promise<{ session: SandboxSession; changed: boolean } | null> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const raw = await this.redis.get(SESSION + id);
      if (!raw) return null;
      const next = change(JSON.parse(raw) as SandboxSession);
      if (!next) return { session: JSON.parse(raw) as SandboxSession, changed: false };
      if (await this.compareAndSet(SESSION + id, raw, JSON.stringify(next))) {
        return { session: next, changed: true };
      }
    }
    throw new Error(`Stripe sandbox: session ${id} keeps changing`);
  }

  private async compareAndSet(key: string, expected: string, next: string): Promise<boolean> {
    return (await this.redis.eval(COMPARE_AND_SET, 1, key, expected, next, TTL_SECONDS)) === 1;
  }
}
