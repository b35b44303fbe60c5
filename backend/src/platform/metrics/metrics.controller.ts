import { timingSafeEqual } from 'node:crypto';
import {
  Controller,
  Get,
  Headers,
  NotFoundException,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '@config/app-config';
import { MetricsRegistry } from './metrics.registry';

@ApiExcludeController()
@SkipThrottle()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsRegistry,
    private readonly config: AppConfig,
  ) {}

  /**
   * Prometheus scrape endpoint; with METRICS_TOKEN set it wants `Authorization: Bearer <token>`.
   * Production without a token has no metrics endpoint (404): never open to the internet.
   */
  @Get()
  async scrape(
    @Headers('authorization') auth: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const token = this.config.env.METRICS_TOKEN;
    if (!token && this.config.isProduction) throw new NotFoundException('Cannot GET /metrics');
    if (token && !sameSecret(auth ?? '', `Bearer ${token}`))
      throw new UnauthorizedException('Unauthorized');
    await reply
      .header('Content-Type', this.metrics.registry.contentType)
      .send(await this.metrics.registry.metrics());
  }
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
