import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SCREENS, solveBotCheck } from './support';

// The demo logins `npm start` and the browser-test database are seeded with.
const MASTER = { email: 'admin@selamtopup.test', password: 'Admin#2026' };
const OPS = { email: 'ops@selamtopup.test', password: 'Ops#2026x' };

const SHOTS = '../test-results/screens/back-office-usability';

/** Fills the admin login the page is on (it must already show it) and logs in. */
async function logInHere(page: Page, who: { email: string; password: string }) {
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await solveBotCheck(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Counts the address changes and API calls the page makes from now on. */
function countTraffic(page: Page) {
  const counts = { navigations: 0, api: 0 };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) counts.navigations++;
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) counts.api++;
  });
  return counts;
}

/** Opens `path` in a fresh tab of the same browser (its session), counting what it does. */
async function openCounting(page: Page, path: string) {
  const tab = await page.context().newPage();
  const counts = countTraffic(tab);
  await tab.goto(path);
  await expect(tab.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  // Long enough for a loop to show itself (it made ~50 address changes a second).
  await tab.waitForTimeout(2_000);
  expect(counts.navigations, `address changes after opening ${path}`).toBeLessThanOrEqual(6);
  expect(counts.api, `API calls after opening ${path}`).toBeLessThanOrEqual(6);
  await expect(tab).toHaveURL(/\/admin\/Adminconfigpage$/);
  expect(await tab.evaluate(() => history.length)).toBeLessThanOrEqual(3);
  // The login page alone: no menu of the back office around it.
  await expect(tab.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
  return tab;
}

test.describe('back office, logged out', () => {
  test('a link opened after logout shows the login once and leads to its page after login', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(SCREENS.desktop);
    await page.goto('/admin/Adminconfigpage');
    await logInHere(page, OPS);
    await expect(page).toHaveURL(/\/admin\/Admintransactionhistory$/);
    await page.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/admin\/transactions\/[0-9a-f-]+\/show$/);
    const orderPath = new URL(page.url()).pathname;
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/Adminconfigpage$/);

    for (const path of ['/admin/nope', '/admin/Userinformation']) {
      await (await openCounting(page, path)).close();
    }
    const tab = await openCounting(page, orderPath);
    await tab.screenshot({ path: `${SHOTS}/login-after-link.png` });
    await logInHere(tab, OPS);
    await expect(tab).toHaveURL(new RegExp(`${orderPath}$`));
    await expect(tab.getByRole('heading', { name: /^Order / })).toBeVisible();
  });

  test('a session the server ended sends to the login once, then back to the page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/admin/Adminconfigpage');
    await logInHere(page, MASTER);
    await expect(page).toHaveURL(/\/admin\/getadmins$/);
    // The session ends on the server (expired, or logged out elsewhere); the browser still
    // believes it is logged in.
    await page.context().clearCookies();
    const counts = countTraffic(page);
    await page.goto('/admin/Admintransactionhistory?x=1');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(counts.navigations).toBeLessThanOrEqual(6);
    expect(counts.api).toBeLessThanOrEqual(8);
    await expect(page).toHaveURL(/\/admin\/Adminconfigpage$/);
    await logInHere(page, MASTER);
    await expect(page).toHaveURL(/\/admin\/Admintransactionhistory\?x=1$/);
  });
});
