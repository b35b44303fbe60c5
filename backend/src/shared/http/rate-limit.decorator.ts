import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle, Throttle, ThrottlerGuard, ThrottlerOptions } from '@nestjs/throttler';

export interface RateLimitOptions {
  /** Calls per window per client IP. */
  perIp?: number;
  /** Calls per window per e-mail address in the body (`email`). */
  perEmail?: number;
  windowMs?: number;
}

/** The two counters routes can use; both live in Redis, so limits hold across API instances. */
export const RATE_LIMIT_THROTTLERS: ThrottlerOptions[] = [
  { name: 'ip', ttl: 60_000, limit: 60 },
  {
    name: 'email',
    ttl: 60_000,
    limit: 5,
    getTracker: (req: Record<string, unknown>) => {
      const email = (req.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' && email
        ? `email:${email.trim().toLowerCase()}`
        : `ip:${req.ip}`;
    },
  },
];

/**
 * Limits a route. Over the limit: 429 'Too many requests, please try again later.'
 */
export const RateLimit = ({ perIp, perEmail, windowMs = 60_000 }: RateLimitOptions) =>
  applyDecorators(
    Throttle({
      ...(perIp ? { ip: { limit: perIp, ttl: windowMs } } : {}),
      ...(perEmail ? { email: { limit: perEmail, ttl: windowMs } } : {}),
    }),
    SkipThrottle({ ip: !perIp, email: !perEmail }),
    UseGuards(ThrottlerGuard),
    ApiTooManyRequestsResponse({ description: 'Too many requests, please try again later.' }),
  );
