import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectNoSeriousA11yViolations,
  logInHere,
  logInToBackOffice,
  MASTER_ADMIN as MASTER,
  OPS_ADMIN as OPS,
  SCREENS,
  sidewaysScrollers,
} from './support';

const DEMO_CUSTOMER = 'demo@selamtopup.test';

/** Screenshots of what this journey walks; SHOTS_DIR moves them (default test-results). */
const SHOTS = process.env.SHOTS_DIR ?? '../test-results/screens/clients-page';

/**
 * At both sizes, each loaded as on that device (a reload: on a phone the menu is a closed
 * drawer): no sideways scrolling, no serious accessibility finding, a screenshot.
 */
async function walkBothSizes(page: Page, name: string, ready: () => Promise<void>) {
  for (const size of ['desktop', 'phone'] as const) {
    await page.setViewportSize(SCREENS[size]);
    await page.reload();
    await ready();
    // Layouts follow the new width on the next frames; MUI's transitions end within 300 ms.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${SCREENS[size].width}.png`, fullPage: true });
    expect(await sidewaysScrollers(page), `${name} at ${size}`).toEqual([]);
    await expectNoSeriousA11yViolations(page, `${name} at ${size}`);
  }
  await page.setViewportSize(SCREENS.desktop);
  await page.reload();
  await ready();
}

test.describe('clients, sorting and the audit log', () => {
  test('a client row opens their page: details, orders, Mvm payments, each order one click away', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(SCREENS.desktop);
    await logInToBackOffice(page, OPS);
    await expect(page).toHaveURL(/\/admin\/Admintransactionhistory$/);
    await page.goto('/admin/Userinformation');
    await page.getByPlaceholder('Search').fill(DEMO_CUSTOMER);
    // The search applies after a pause (and rewrites the address): click once it has.
    await expect(page).toHaveURL(/filter=.*demo/);
    const row = page.getByRole('row', { name: new RegExp(DEMO_CUSTOMER) });
    await expect(row).toHaveCount(1);
    await row.click();
    await expect(page).toHaveURL(/\/admin\/clients\/[0-9a-f-]+\/show$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(DEMO_CUSTOMER).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Orders \(/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Mvm payments \(/ })).toBeVisible();
    await walkBothSizes(page, 'client-page', () =>
      expect(page.getByRole('heading', { name: /^Orders \(/ })).toBeVisible(),
    );

    // The phone's list and the desktop's table both lead to the order page.
    const orders = page.getByRole('table', { name: 'Orders' });
    await orders.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin\/transactions\/[0-9a-f-]+\/show$/);
    await expect(page.getByRole('heading', { name: /^Order / })).toBeVisible();
  });

  test('the transaction history sorts by amount, country, completed date and status', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(SCREENS.desktop);
    await logInToBackOffice(page, OPS);
    await expect(page).toHaveURL(/\/admin\/Admintransactionhistory$/);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const amounts = async () =>
      (await page.locator('tbody td.column-amount').allTextContents()).map(Number);
    await page.getByRole('button', { name: /^Sort by amount USD/i }).click();
    await expect(page).toHaveURL(/sort=amount/);
    await expect
      .poll(async () => {
        const shown = await amounts();
        return shown.length > 1 && shown.every((a, i) => i === 0 || shown[i - 1] >= a);
      })
      .toBe(true);
    for (const header of ['country', 'completed Date', 'transaction Status']) {
      await page.getByRole('button', { name: new RegExp(`^Sort by ${header}`, 'i') }).click();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    }
    await expect(page).toHaveURL(/sort=status/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: /^Sort by amount USD/i }).click();
    await page.screenshot({ path: `${SHOTS}/transactions-by-amount-1366.png` });
  });

  test('the audit log filters by admin and by days', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(SCREENS.desktop);
    await logInToBackOffice(page, MASTER);
    await expect(page).toHaveURL(/\/admin\/getadmins$/);
    await page.goto('/admin/audit-log');
    await page.getByRole('combobox', { name: 'Admin' }).click();
    await page.getByRole('option', { name: MASTER.email }).click();
    const today = new Date().toISOString().slice(0, 10);
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(today);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(today);
    await expect(page).toHaveURL(new RegExp(encodeURIComponent(`"admin":"${MASTER.email}"`)));
    const admins = page.locator('tbody td.column-adminEmail');
    await expect(admins.first()).toHaveText(MASTER.email);
    // Polled: the rows of the unfiltered list stay until the filtered answer replaces them.
    await expect
      .poll(async () => new Set(await admins.allTextContents()))
      .toEqual(new Set([MASTER.email]));
    await walkBothSizes(page, 'audit-log-filters', () =>
      expect(page.getByText(MASTER.email).first()).toBeVisible(),
    );
  });
});

test.describe('queue dashboard, logged out', () => {
  test('a browser opening /admin/queues gets the admin login, its API a 401', async ({ page }) => {
    await page.setViewportSize(SCREENS.desktop);
    await page.goto('/admin/queues');
    await expect(page).toHaveURL(/\/admin\/Adminconfigpage$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/queues-logged-out-1366.png` });
    const api = await page.request.get('/admin/queues/api/queues');
    expect([api.status(), await api.json()]).toEqual([
      401,
      { statusCode: 401, message: 'Unauthorized' },
    ]);
    await logInHere(page, MASTER);
    await expect(page).toHaveURL(/\/admin\/getadmins$/);
    await page.goto('/admin/queues');
    await expect(page).toHaveURL(/\/admin\/queues/);
    await expect(page.getByText('Unauthorized')).toHaveCount(0);
  });
});
