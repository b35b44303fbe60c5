import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '@config/app-config';
import { REDIS } from '@shared/redis/redis.module';
import { OrderProgressSignal } from '../ports/order-progress-signal.port';

/**
 * The signal over Redis pub/sub: one channel, the order id as the message. Any process publishes
 * (API and worker); a process subscribes, on one connection of its own, only once something in it
 * follows an order, so the worker never holds a subscriber connection.
 */
@Injectable()
export class RedisOrderProgressSignal extends OrderProgressSignal implements OnModuleDestroy {
  private readonly logger = new Logger(RedisOrderProgressSignal.name);
  private readonly channel: string;
  private readonly listeners = new Map<string, Set<() => void>>();
  private subscriber: Redis | undefined;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    super();
    // PUBLISH ignores ioredis' keyPrefix: the prefix keeps test runs and sites on one Redis apart.
    this.channel = `${config.env.REDIS_PREFIX}:order-progress`;
  }

  async announce(orderId: string): Promise<void> {
    try {
      await this.redis.publish(this.channel, orderId);
    } catch (error) {
      // The page still learns it from its polling fallback and the stream's own re-check.
      this.logger.warn(`Could not announce order ${orderId}: ${String(error)}`);
    }
  }

  follow(orderId: string, listener: () => void): () => void {
    this.subscribe();
    const set = this.listeners.get(orderId) ?? new Set();
    set.add(listener);
    this.listeners.set(orderId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(orderId);
    };
  }

  private subscribe() {
    if (this.subscriber) return;
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, orderId: string) => {
      for (const listener of [...(this.listeners.get(orderId) ?? [])]) listener();
    });
    // ioredis subscribes again by itself after a reconnect.
    subscriber.subscribe(this.channel).catch((error: unknown) => {
      this.logger.warn(`Could not follow order changes: ${String(error)}`);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }
}
