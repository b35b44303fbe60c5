import type { Page } from '@playwright/test';

/** Screenshots of each screen go to test-results/ (not committed) for a person to look at. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `../test-results/screens/${name}.png`, fullPage: true });
}

/** Fails the test on any request to a host other than the app's own (no page loads the internet). */
export function forbidOutsideHosts(page: Page, baseURL: string): string[] {
  const outside: string[] = [];
  const own = new URL(baseURL).host;
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (['http:', 'https:'].includes(url.protocol) && url.host !== own) outside.push(req.url());
  });
  return outside;
}
