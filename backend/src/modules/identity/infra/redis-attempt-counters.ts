import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '@shared/redis/redis.module';
import { AttemptCounters } from '../ports/attempt-counters.port';

/** Keys are hashed: a Redis dump does not list customers' e-mail addresses. */
const key = (name: string) => `abuse:${createHash('sha256').update(name).digest('hex')}`;

/** Fixed windows in Redis: INCR, and an expiry set by the hit that opened the window. */
@Injectable()
export class RedisAttemptCounters extends AttemptCounters {
  constructor(@Inject(REDIS) private readonly redis: Redis) {
    super();
  }

  async count(name: string): Promise<number> {
    return Number((await this.redis.get(key(name))) ?? 0);
  }

  async add(name: string, windowMs: number): Promise<number> {
    const [[, hits]] = (await this.redis
      .multi()
      .incr(key(name))
      .pexpire(key(name), windowMs, 'NX')
      .exec()) as [[Error | null, number], unknown];
    return hits;
  }

  async claim(name: string, windowMs: number): Promise<boolean> {
    return (await this.redis.set(key(name), '1', 'PX', windowMs, 'NX')) === 'OK';
  }

  async mark(name: string, ttlMs: number): Promise<void> {
    await this.redis.set(key(name), '1', 'PX', ttlMs);
  }

  async isMarked(name: string): Promise<boolean> {
    return (await this.redis.exists(key(name))) === 1;
  }

  async clear(name: string): Promise<void> {
    await this.redis.del(key(name));
  }
}
