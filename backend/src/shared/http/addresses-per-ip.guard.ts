import { createHash } from 'node:crypto';
import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';
import { bodyEmail } from './body-email';

/** Route metadata: distinct addresses one client IP may name an hour (see the guard). */
export const ADDRESSES_PER_IP_PER_HOUR = 'rate-limit:addresses-per-ip-per-hour';

const HOUR_MS = 3_600_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Bounds the distinct e-mail addresses one client IP names in an hour on the routes that count
 * per address: every new address gets Redis counters of its own (rate limits, code tries), so an
 * anonymous client cycling through addresses would otherwise add keys without end. One set per
 * IP of hashed addresses (a Redis dump lists neither), in a fixed hourly window, shared by every
 * route that sets the limit. A new address over the limit answers 429 before any per-address
 * counter exists; addresses already named keep working.
 */
@Injectable()
export class AddressesPerIpGuard implements CanActivate {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limit = this.reflector.get<number | undefined>(
      ADDRESSES_PER_IP_PER_HOUR,
      context.getHandler(),
    );
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const email = bodyEmail(req);
    if (!limit || !email) return true; // no address: validation answers 400, nothing is counted
    const key = `addresses-per-ip:${sha256(req.ip)}`;
    const member = sha256(email);
    const [[, added], , [, size]] = (await this.redis
      .multi()
      .sadd(key, member)
      .pexpire(key, HOUR_MS, 'NX')
      .scard(key)
      .exec()) as [[Error | null, number], unknown, [Error | null, number]];
    if (added === 0 || size <= limit) return true;
    // Taken out again, so the set never holds more than the limit (a race adds a few at most).
    await this.redis.srem(key, member);
    throw new ThrottlerException();
  }
}
