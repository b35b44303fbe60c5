import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

let clients = 0;

/**
 * Every test is its own visitor with its own address (the e2e app trusts loopback as its one proxy,
 * TRUST_PROXY_ADDRESSES=loopback in scripts/test.ts), so
 * the production rate limits (e.g. 5 logins a minute per IP) apply per test, as to real people.
 */
export const test = base.extend<{ clientIp: string }>({
  /**
   * A page whose size changes only once it is at rest: no request for half a second, or 2 s at
   * most (a page may never be quiet: the success page keeps its order's stream open). Chromium
   * 156 can miss the change of a media query when the viewport changes while the page is still
   * loading its code and styles: the page then keeps the old width's layout for good (the desktop
   * header at 390 px, in about a third of tries resizing right after the first paint), though
   * `matchMedia` already answers for the new width. Only crossing the breakpoint again mends it.
   */
  page: async ({ page }, use) => {
    const resize = page.setViewportSize.bind(page);
    page.setViewportSize = async (size) => {
      await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
      await resize(size);
    };
    await use(page);
  },
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
