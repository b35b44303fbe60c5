import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle, Throttle, ThrottlerGuard, ThrottlerOptions } from '@nestjs/throttler';
import { ADDRESSES_PER_IP_PER_HOUR, AddressesPerIpGuard } from './addresses-per-ip.guard';
import { bodyEmail } from './body-email';

export interface RateLimitOptions {
  /** Calls per window per client IP. */
  perIp?: number;
  /** Calls per window per e-mail address in the body (`email`). */
  perEmail?: number;
  /**
   * Calls per window per client IP and e-mail address together: one place's tries at one
   * address, which a stranger elsewhere cannot use up.
   */
  perIpAndEmail?: number;
  windowMs?: number;
  /** Calls per hour per client IP, next to the short window (code mails, sprays over addresses). */
  perIpPerHour?: number;
  /** Calls per hour per client IP and e-mail address together (password guessing from one place). */
  perIpAndEmailPerHour?: number;
  /**
   * Distinct e-mail addresses per client IP an hour, over all routes that set it; checked before
   * the other limits, so a new address over it creates no per-address counter (AddressesPerIpGuard).
   */
  addressesPerIpPerHour?: number;
}

const HOUR_MS = 3_600_000;

const ipAndEmail = (req: Record<string, unknown>) =>
  `ip:${req.ip as string}|email:${bodyEmail(req) ?? ''}`;

/**
 * The counters routes can use; all live in Redis, so limits hold across API instances. Client
 * IPs are `req.ip`, which reads X-Forwarded-For only through the trusted proxies
 * (config/trust-proxy.ts), so a client cannot pick its own.
 */
export const RATE_LIMIT_THROTTLERS: ThrottlerOptions[] = [
  { name: 'ip', ttl: 60_000, limit: 60 },
  {
    name: 'email',
    ttl: 60_000,
    limit: 5,
    getTracker: (req: Record<string, unknown>) => {
      const email = bodyEmail(req);
      return email ? `email:${email}` : `ip:${req.ip as string}`;
    },
  },
  { name: 'ipEmail', ttl: 60_000, limit: 10, getTracker: ipAndEmail },
  { name: 'ipHour', ttl: HOUR_MS, limit: 100 },
  {
    name: 'ipEmailHour',
    ttl: HOUR_MS,
    limit: 10,
    getTracker: ipAndEmail,
  },
];

/**
 * Limits a route. Over the limit: 429 'Too many requests, please try again later.'
 */
export const RateLimit = ({
  perIp,
  perEmail,
  perIpAndEmail,
  windowMs = 60_000,
  perIpPerHour,
  perIpAndEmailPerHour,
  addressesPerIpPerHour,
}: RateLimitOptions) =>
  applyDecorators(
    ...(addressesPerIpPerHour
      ? [
          SetMetadata(ADDRESSES_PER_IP_PER_HOUR, addressesPerIpPerHour),
          UseGuards(AddressesPerIpGuard),
        ]
      : []),
    Throttle({
      ...(perIp ? { ip: { limit: perIp, ttl: windowMs } } : {}),
      ...(perEmail ? { email: { limit: perEmail, ttl: windowMs } } : {}),
      ...(perIpAndEmail ? { ipEmail: { limit: perIpAndEmail, ttl: windowMs } } : {}),
      ...(perIpPerHour ? { ipHour: { limit: perIpPerHour, ttl: HOUR_MS } } : {}),
      ...(perIpAndEmailPerHour
        ? { ipEmailHour: { limit: perIpAndEmailPerHour, ttl: HOUR_MS } }
        : {}),
    }),
    SkipThrottle({
      ip: !perIp,
      email: !perEmail,
      ipEmail: !perIpAndEmail,
      ipHour: !perIpPerHour,
      ipEmailHour: !perIpAndEmailPerHour,
    }),
    UseGuards(ThrottlerGuard),
    ApiTooManyRequestsResponse({ description: 'Too many requests, please try again later.' }),
  );
