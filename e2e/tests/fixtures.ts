import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

let clients = 0;

/**
 * Every test is its own visitor with its own address (the e2e app trusts loopback as its one proxy,
 * TRUST_PROXY_ADDRESSES=loopback in scripts/test.ts), so
 * the production rate limits (e.g. 5 logins a minute per IP) apply per test, as to real people.
 */
export const test = base.extend<{ clientIp: string }>({
  clientIp: [
    async ({ context }, use) => {
      clients++;
      const ip = `10.${process.pid % 250}.${Math.floor(clients / 250)}.${clients % 250}`;
      await context.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
      await use(ip);
    },
    { auto: true },
  ],
});
