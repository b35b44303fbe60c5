import { Controller, Get, Headers, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '../../config/app-config';
import { MetricsRegistry } from './metrics.registry';

@ApiExcludeController()
@SkipThrottle()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsRegistry,
    private readonly config: AppConfig,
  ) {}

  /** Prometheus scrape endpoint; with METRICS_TOKEN set it wants `Authorization: Bearer <token>`. */
  @Get()
  async scrape(
    @Headers('authorization') auth: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const token = this.config.env.METRICS_TOKEN;
    if (token && auth !== `Bearer ${token}`) throw new UnauthorizedException('Unauthorized');
    await reply
      .header('Content-Type', this.metrics.registry.contentType)
      .send(await this.metrics.registry.metrics());
  }
}
