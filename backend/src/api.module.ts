import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type Redis from 'ioredis';
import { coreImports } from './app.module';
import { DatabaseModule } from './database/database.module';
import { CsrfGuard } from './modules/identity/http/guards/csrf.guard';
import { HealthModule } from './platform/health/health.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { REDIS } from './shared/redis/redis.module';

/** The API process: HTTP controllers, CSRF on every mutating route, limits shared through Redis. */
@Module({
  imports: [
    ...coreImports,
    DatabaseModule.forRoot({ migrate: true }),
    HealthModule,
    MetricsModule,
    ThrottlerModule.forRootAsync({
      inject: [REDIS],
      useFactory: (redis: Redis) => ({
        // Routes opt in with @RateLimit(); this default only applies where a route asks for it.
        throttlers: [{ name: 'default', ttl: 60_000, limit: 60 }],
        storage: new ThrottlerStorageRedisService(redis),
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useExisting: CsrfGuard }],
})
export class ApiModule {}
