import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '@shared/redis/redis.module';
import { RecipientMailCounter } from '../ports/recipient-mail-counter.port';

/** Hashed, so a Redis dump does not list the addresses people wrote to. */
const key = (mailbox: string) =>
  `support:credit-requests:${createHash('sha256').update(mailbox).digest('hex')}`;

/** INCR, and an expiry set by the request that opened the window, in one transaction. */
@Injectable()
export class RedisRecipientMailCounter extends RecipientMailCounter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {
    super();
  }

  async add(mailbox: string, windowMs: number): Promise<number> {
    const [[error, count]] = (await this.redis
      .multi()
      .incr(key(mailbox))
      .pexpire(key(mailbox), windowMs, 'NX')
      .exec()) as [[Error | null, number], unknown];
    if (error) throw error;
    return count;
  }
}
