import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerModule } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';
import { RATE_LIMIT_THROTTLERS } from './rate-limit.decorator';

/**
 * Counters for @RateLimit() routes, kept in Redis. Part of both processes: route guards are
 * built wherever a controller's module is loaded, the worker included.
 */
export const RateLimitModule = ThrottlerModule.forRootAsync({
  inject: [REDIS],
  useFactory: (redis: Redis) => ({
    // Routes opt in with @RateLimit(); nothing else pays for a Redis round trip.
    throttlers: RATE_LIMIT_THROTTLERS,
    storage: new ThrottlerStorageRedisService(redis),
  }),
});
