import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '@shared/redis/redis.module';
import type { SessionData } from '../domain/session';
import { SessionRevoker } from '../ports/session-revoker.port';
import { SessionStore } from '../ports/session-store.port';

/** Keys are a hash of the cookie's id, so a Redis dump does not hand out live sessions. */
@Injectable()
export class RedisSessionStore extends SessionStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {
    super();
  }

  async touch<T extends object = SessionData>(id: string, ttlSeconds: number): Promise<T | null> {
    const raw = await this.redis.getex(key(id), 'EX', ttlSeconds);
    return raw ? (JSON.parse(raw) as T) : null;
  }

  async save(id: string, data: object, ttlSeconds: number): Promise<void> {
    await this.redis.set(key(id), JSON.stringify(data), 'EX', ttlSeconds);
  }

  async delete(id: string): Promise<void> {
    await this.redis.del(key(id));
  }

  async customerEpoch(customerId: string): Promise<number> {
    return Number((await this.redis.get(epochKey(customerId))) ?? 0);
  }
}

/** Bumping the epoch voids all sessions that were opened before, without finding them. */
@Injectable()
export class RedisSessionRevoker extends SessionRevoker {
  constructor(@Inject(REDIS) private readonly redis: Redis) {
    super();
  }

  async revokeCustomerSessions(customerId: string): Promise<void> {
    await this.redis.incr(epochKey(customerId));
  }
}

const epochKey = (customerId: string) => `sess-epoch:customer:${customerId}`;

function key(id: string): string {
  return `sess:${createHash('sha256').update(id).digest('base64url')}`;
}
