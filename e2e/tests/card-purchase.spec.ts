import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseTanzaniaOffer, newCustomer, readMail, snapshot } from './support';

async function payOnSandbox(page: Page, button: 'Pay' | 'Decline') {
  await page
    .getByRole('button', { name: /Credit\/Debit|Pay with/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await snapshot(page, 'sandbox-checkout');
  await page.getByRole('button', { name: button === 'Pay' ? /^Pay \$/ : 'Decline' }).click();
}

async function historyRow(page: Page, number: string) {
  await page.goto('/Topuptransaction');
  return page.getByRole('row').filter({ hasText: number }).first();
}

test('buy a Tanzania top-up by card: success page, Delivered in the history, receipt mailed; Resend buys again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await newCustomer(page);
  await chooseTanzaniaOffer(page, '754123456');
  await expect(page.getByText('Recipent Number')).toBeVisible();
  await expect(page.getByText('Total Fee')).toBeVisible();
  await snapshot(page, 'payment');
  const since = Date.now();
  await payOnSandbox(page, 'Pay');

  await expect(page).toHaveURL(/\/payementSuccess\?/);
  await expect(page.getByText('Topup Payemnet Successful')).toBeVisible();
  await expect(page.getByText(/Delivered/i)).toBeVisible({ timeout: 30_000 });
  await snapshot(page, 'payment-success');

  const row = await historyRow(page, '+255754123456');
  await expect(row).toContainText('Delivered');
  await snapshot(page, 'topup-history');
  const receipt = await readMail(page, email, /receipt/, since);
  expect(receipt.text).toContain('+255754123456');

  await row.getByRole('button', { name: /Resend/ }).click();
  await expect(page).toHaveURL(/\/Payment$/);
  await payOnSandbox(page, 'Pay');
  await expect(page.getByText('Topup Payemnet Successful')).toBeVisible();
});

test('a number ending in 0000 ends Refunded with the failure e-mail; Decline leads to /PayementFailed and Cancelled', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await newCustomer(page);
  await chooseTanzaniaOffer(page, '754110000');
  const since = Date.now();
  await payOnSandbox(page, 'Pay');
  await expect(page).toHaveURL(/\/payementSuccess\?/);
  await expect(page.getByText(/refunded/i).first()).toBeVisible({ timeout: 30_000 });
  const row = await historyRow(page, '+255754110000');
  await expect(row).toContainText('Refunded');
  const notice = await readMail(page, email, /could not be delivered/, since);
  expect(notice.text).toContain('refunded');

  await chooseTanzaniaOffer(page, '754123450');
  await payOnSandbox(page, 'Decline');
  await expect(page).toHaveURL(/\/PayementFailed$/);
  await expect(page.getByText('Topup Payemnet Failed')).toBeVisible();
  await snapshot(page, 'payment-failed');
  // Decline expired the session; its checkout.session.expired webhook cancelled the order.
  await expect(async () => {
    const declined = await historyRow(page, '+255754123450');
    await expect(declined).toContainText('Cancelled', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});
