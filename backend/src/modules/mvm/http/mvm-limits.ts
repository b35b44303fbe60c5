import type { RateLimitOptions } from '@shared/http/rate-limit.decorator';

/**
 * No login guards these routes, and each start costs a row, a gateway call and maybe a mail:
 * per client IP (docs/decisions.md#mvm-rate-limits).
 */
export const MVM_LIMITS = {
  token: { perIp: 30 },
  start: { perIp: 10, perIpPerHour: 60 },
  capture: { perIp: 20 },
  read: { perIp: 60 },
} satisfies Record<string, RateLimitOptions>;
