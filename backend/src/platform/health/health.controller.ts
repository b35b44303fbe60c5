import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import type Redis from 'ioredis';
import { AppConfig } from '@config/app-config';
import { REDIS } from '@shared/redis/redis.module';

@ApiTags('platform')
@SkipThrottle()
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  /**
   * The Node running this process, so a check can see it is the pinned one. Production names the
   * major only: the exact release would tell anyone which known Node flaws the site still has.
   */
  private nodeVersion(): string {
    return this.config.isProduction ? `v${process.versions.node.split('.')[0]}` : process.version;
  }

  /** 200 when PostgreSQL and Redis answer, 503 otherwise (for load balancers and `npm start`). */
  @Get()
  @HealthCheck()
  check() {
    return this.health.check([
      () => this.database.pingCheck('database', { timeout: 2000 }),
      async () => {
        const redis = this.indicators.check('redis');
        try {
          await this.redis.ping();
          return redis.up();
        } catch (err) {
          return redis.down({ message: (err as Error).message });
        }
      },
      // Always up: it names the Node running this process (see nodeVersion).
      () => this.indicators.check('runtime').up({ node: this.nodeVersion() }),
    ]);
  }
}
