import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { ACCOUNT_LOGIN_FAILURES, KNOWN_PLACE_TTL_MS, RATE_LIMITED } from '../domain/abuse-limits';
import { AttemptCounters } from '../ports/attempt-counters.port';

export type LoginKind = 'customer' | 'admin';

/**
 * The per-account login limit. Strangers can fill it (failures count from any IP), so it only
 * refuses places the account has not logged in from: the owner's known places keep working while
 * guessing from many IPs stays bounded. Per-IP limits are the routes' (@RateLimit).
 */
@Injectable()
export class LoginAttempts {
  constructor(private readonly counters: AttemptCounters) {}

  /** Refuses (429) when the account had too many failures and `ip` is not one of its places. */
  async assertMayTry(kind: LoginKind, email: string, ip: string): Promise<void> {
    const failures = await this.counters.count(failuresKey(kind, email));
    if (failures < ACCOUNT_LOGIN_FAILURES.limit) return;
    if (await this.counters.isMarked(placeKey(kind, email, ip))) return;
    throw new DomainError(RATE_LIMITED);
  }

  async recordFailure(kind: LoginKind, email: string): Promise<void> {
    await this.counters.add(failuresKey(kind, email), ACCOUNT_LOGIN_FAILURES.windowMs);
  }

  /** The account proved itself from `ip` (right password, or a reset by e-mailed code). */
  async recordSuccess(kind: LoginKind, email: string, ip: string): Promise<void> {
    await this.counters.mark(placeKey(kind, email, ip), KNOWN_PLACE_TTL_MS);
  }
}

const failuresKey = (kind: LoginKind, email: string) => `login-failures:${kind}:${email}`;
const placeKey = (kind: LoginKind, email: string, ip: string) =>
  `login-place:${kind}:${email}:${ip}`;
