import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '@shared/redis/redis.module';
import { CatalogChangeNotifier } from '../ports/catalog-change-notifier.port';

const CHANNEL = 'catalog:changed';

/** Redis pub/sub: the worker announces a finished sync, every API instance hears it. */
@Injectable()
export class RedisCatalogChangeNotifier extends CatalogChangeNotifier implements OnModuleDestroy {
  private subscriber?: Redis;

  constructor(@Inject(REDIS) private readonly redis: Redis) {
    super();
  }

  async announce(): Promise<void> {
    await this.redis.publish(this.channel, String(Date.now()));
  }

  async subscribe(listener: () => void): Promise<void> {
    this.subscriber ??= this.redis.duplicate();
    this.subscriber.on('message', (channel) => channel === this.channel && listener());
    await this.subscriber.subscribe(this.channel);
  }

  async onModuleDestroy(): Promise<void> {
    this.subscriber?.disconnect();
  }

  /** Channels ignore ioredis's key prefix: add it ourselves so installs sharing Redis stay apart. */
  private get channel(): string {
    return `${this.redis.options.keyPrefix ?? ''}${CHANNEL}`;
  }
}
