// The customer site in its four languages (docs/i18n.md): switching from the header and from the
// phone's side menu, the language kept in the address and the cookie, and screenshots of the
// public pages in every language at 1366 and 390 px (test-results/screens/languages/).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PUBLIC_PAGES } from './support';

type Messages = Record<string, string>;
const messages = (code: string): Messages =>
  JSON.parse(
    readFileSync(join(__dirname, `../../frontend-public/src/i18n/messages/${code}.json`), 'utf8'),
  ) as Messages;
const LANGUAGES = { en: 'English', fr: 'Français', am: 'አማርኛ', sw: 'Kiswahili' } as const;

// The public pages of screens.spec.ts but the ones only a failed payment or the server leads to.
const PAGES = PUBLIC_PAGES.filter(
  ([name]) => !['mvm-payment-failed', 'error-500', 'error-503'].includes(name),
);

/** No text of a button, link or select is cut: what it holds fits in what it shows. */
async function expectNothingClipped(page: Page) {
  const clipped = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, a, select, label, h1, h2, h3'))
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .filter((el) => getComputedStyle(el).overflowX !== 'visible' || el.tagName === 'SELECT')
      .map((el) => `${el.tagName}: ${el.textContent?.trim().slice(0, 40)}`),
  );
  expect(clipped).toEqual([]);
  // Nor does anything push the page wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the header switches to French and the address, cookie and links keep it', async ({
    page,
    context,
  }) => {
    const fr = messages('fr');
    await page.goto('/');
    // Once React has adopted the prerendered page (before, the select is plain HTML).
    await expect(page.locator('main')).not.toHaveAttribute('inert');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.getByRole('heading', { name: fr['home.heading'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveURL(/\/\?lang=fr$/);
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('fr');

    await page.getByRole('link', { name: fr['nav.about'], exact: true }).click();
    await expect(page).toHaveURL(/\/About\?lang=fr$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr['marketing.heading']);

    // A new visit: the cookie's language, prerendered by the API in French.
    const answer = await page.request.get('/Login');
    expect(await answer.text()).toContain('<html lang="fr"');
    await page.goto('/Login');
    await expect(page.getByRole('button', { name: fr['auth.tab.login'] })).toBeVisible();
  });

  for (const code of Object.keys(LANGUAGES)) {
    test(`every public page in ${code}, adopted without a mismatch`, async ({ page }) => {
      // The API sends the page prerendered in the language (?lang=): React adopts it as it is.
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      for (const [name, path] of PAGES) {
        await page.goto(`${path}?lang=${code}`);
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expect(page.locator('main')).not.toHaveAttribute('inert');
        await page.screenshot({
          path: `../test-results/screens/languages/1366/${code}-${name}.png`,
          fullPage: true,
        });
        await expectNothingClipped(page);
      }
      // The not-found page answers 404, which the browser reports as a failed load.
      expect(problems.filter((text) => !/status of 404/.test(text))).toEqual([]);
    });
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side menu switches to Amharic, in Ethiopic script', async ({ page }) => {
    const am = messages('am');
    await page.goto('/');
    await expect(page.locator('main')).not.toHaveAttribute('inert');
    await page.getByRole('button', { name: 'open menu' }).click();
    await page
      .getByRole('navigation', { name: 'mobile' })
      .getByRole('combobox', { name: 'Language' })
      .selectOption('am');
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(page.getByRole('link', { name: am['nav.about'] })).toBeVisible();
    await page.screenshot({ path: '../test-results/screens/languages/390/am-menu.png' });
    await page.getByRole('button', { name: am['nav.closeMenu'] }).click();
    await expect(page.getByRole('heading', { name: am['home.heading'] })).toBeVisible();
    await expect(page).toHaveURL(/\/\?lang=am$/);
    await page.screenshot({ path: '../test-results/screens/languages/390/am-home-top.png' });
  });

  for (const code of Object.keys(LANGUAGES)) {
    test(`every public page in ${code}`, async ({ page }) => {
      for (const [name, path] of PAGES) {
        await page.goto(`${path}?lang=${code}`);
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expect(page.locator('main')).not.toHaveAttribute('inert');
        await page.screenshot({
          path: `../test-results/screens/languages/390/${code}-${name}.png`,
          fullPage: true,
        });
        await expectNothingClipped(page);
      }
    });
  }
});
