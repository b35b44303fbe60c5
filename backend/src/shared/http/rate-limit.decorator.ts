import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';

/**
 * At most `limit` calls per `ttlMs` per client IP on this route, counted in Redis so the limit
 * holds across every API instance. Over it: 429 'Too many requests, please try again later.'
 */
export const RateLimit = (limit: number, ttlMs = 60_000) =>
  applyDecorators(
    Throttle({ default: { limit, ttl: ttlMs } }),
    UseGuards(ThrottlerGuard),
    ApiTooManyRequestsResponse({ description: 'Too many requests, please try again later.' }),
  );
