import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  chooseTanzaniaOffer,
  logInToBackOffice,
  MASTER_ADMIN,
  newCustomer,
  snapshot,
} from './support';

const BLOCKED =
  'Your account cannot make purchases. Please contact us if you think this is a mistake.';

async function historyRow(page: Page, number: string) {
  await page.goto('/Topuptransaction');
  return page.getByRole('row').filter({ hasText: number }).first();
}

/**
 * Stolen-card fraud (docs/decisions.md#early-fraud-warnings): a customer pays, the sandbox's checkout page
 * sends Stripe's early fraud warning about that payment; the order is refunded, the customer is
 * refused at checkout with a clear message and still sees their history; the back office shows
 * the warning on the order and the block on the client, and an admin can lift it with a reason.
 */
test('an early fraud warning refunds the order and blocks the customer, who still sees their history', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = await newCustomer(page);
  await chooseTanzaniaOffer(page, '754123456');
  await page
    .getByRole('button', { name: /Credit\/Debit|Pay with/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  const sessionId = /\/sandbox\/checkout\/([^/?#]+)/.exec(page.url())![1];
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payementSuccess\?/);

  // What Stripe Radar would send later: from the sandbox page of the paid checkout.
  await page.goto(`/sandbox/checkout/${sessionId}`);
  await page.getByRole('button', { name: 'Send an early fraud warning' }).click();
  await expect(page.getByText(/Early fraud warning issfr_sandbox_/)).toBeVisible();
  await snapshot(page, 'sandbox-fraud-warning');

  await expect(async () => {
    const row = await historyRow(page, '+255754123456');
    await expect(row).toContainText('Refunded', { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });

  // Blocked at checkout, with the reason in words.
  await chooseTanzaniaOffer(page, '754123457');
  await page
    .getByRole('button', { name: /Credit\/Debit|Pay with/ })
    .first()
    .click();
  await expect(page.getByText(BLOCKED)).toBeVisible();
  await expect(page).toHaveURL(/\/Payment$/);
  await snapshot(page, 'checkout-blocked');

  // Still logged in, still their history.
  const row = await historyRow(page, '+255754123456');
  await expect(row).toContainText('Refunded');
  await snapshot(page, 'blocked-customer-history');

  // The back office: the order shows the warning, the client the block; unblock with a reason.
  // The admin is another person: another browser context, another address.
  const admin = await page
    .context()
    .browser()!
    .newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': `10.251.${process.pid % 250}.1` },
    });
  const office = await admin.newPage();
  await logInToBackOffice(office, MASTER_ADMIN);
  await expect(office).not.toHaveURL(/Adminconfigpage/);
  await office.goto('/admin/Userinformation');
  await office.getByPlaceholder('Search').fill(email);
  await expect(office).toHaveURL(/filter=/);
  const clientRow = office.getByRole('row', { name: new RegExp(email) });
  await expect(clientRow).toHaveCount(1);
  await clientRow.click();
  await expect(office).toHaveURL(/\/admin\/clients\/[0-9a-f-]+\/show$/);
  await expect(office.getByText(/Blocked from buying since/)).toBeVisible();
  await expect(office.getByText(/Early fraud warning issfr_sandbox_/)).toBeVisible();
  await snapshot(office, 'back-office-client-blocked');
  await office
    .getByRole('link', { name: /Order of/ })
    .first()
    .click();
  const alerts = office.getByRole('region', { name: 'Fraud and disputes' });
  await expect(alerts.getByText(/refunded \(re_sandbox_/)).toBeVisible();
  await snapshot(office, 'back-office-order-fraud-warning');
  await office.goBack();
  await office.getByRole('button', { name: 'Unblock client' }).click();
  await office.getByLabel(/Reason/).fill('Cardholder confirmed the purchase by phone');
  await office.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(office.getByText('May buy.')).toBeVisible();
  await admin.close();

  // Free to buy again.
  await chooseTanzaniaOffer(page, '754123458');
  await page
    .getByRole('button', { name: /Credit\/Debit|Pay with/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
});
