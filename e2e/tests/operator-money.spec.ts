import { expect, test } from './fixtures';
import {
  chooseTanzaniaOffer,
  logInToBackOffice,
  newCustomer,
  OPS_ADMIN,
  snapshot,
  payOnSandbox,
} from './support';

/**
 * The money an admin sees, on the sandboxes: a customer's top-up is delivered by the sandbox DT
 * One, whose balance pays its wholesale price; the admin finds the DT One balance on the dashboard
 * (read by the worker's scheduled check), the cost and the margin per day, the cost in the
 * transaction list and the order's Money section. (Closing the storefront on a low balance is
 * not driven here: it would close the shop under the suite's other journeys.)
 */
test('the operator sees the DT One balance, the cost and the margin', async ({ page }) => {
  test.setTimeout(180_000);
  const number = `7541${String(Date.now()).slice(-5)}`;
  await newCustomer(page);
  await chooseTanzaniaOffer(page, number);
  await payOnSandbox(page);
  await expect(page.getByText('Topup Payemnet Successful')).toBeVisible();
  await expect(page.getByText(/Delivered/i)).toBeVisible({ timeout: 30_000 });

  await page.context().clearCookies();
  await logInToBackOffice(page, OPS_ADMIN);
  await expect(page).not.toHaveURL(/Adminconfigpage/);
  await page.goto('/admin/');
  const balance = page.getByRole('region', { name: 'DT One balance' });
  // The worker checks on its schedule (DTONE_BALANCE_CHECK_SECONDS): wait for a reading.
  await expect(async () => {
    await page.reload();
    await expect(balance).toContainText(/\d+\.\d\d USD/, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(balance).toContainText('Checked');
  await expect(page.getByRole('region', { name: 'Margin (30 days, USD)' })).toBeVisible();
  const money = page.getByRole('region', { name: 'Money per day' });
  await expect(money.getByRole('row').nth(1)).toContainText(new Date().toISOString().slice(0, 10));
  await snapshot(page, 'admin-dashboard-money');

  await page.goto('/admin/Admintransactionhistory');
  await expect(page.getByRole('columnheader', { name: 'DT One Cost USD' })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ hasText: `+255${number}` })
    .first();
  await expect(row).toContainText(/\d+\.\d\d/);
  await snapshot(page, 'admin-transactions-cost');

  await row.click();
  const section = page.getByRole('heading', { name: 'Money' }).locator('xpath=..');
  await expect(section.getByText('DT One cost USD')).toBeVisible();
  await expect(section.getByText('Margin USD').locator('xpath=following-sibling::*')).toHaveText(
    /^\d+\.\d\d$/,
  );
  await snapshot(page, 'admin-order-money');
});
