import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseTanzaniaOffer, forbidOutsideHosts, newCustomer, snapshot } from './support';

// Wallet top-ups in the sandbox (no PayPal keys): the local wallet button on /Payment creates
// the order, a small dialog plays the payer (approve or decline), then the same capture.

async function payByWallet(page: Page, choice: 'Approve' | 'Decline', shot: string) {
  const wallet = page.getByRole('button', { name: 'PayPal Sandbox' });
  await expect(wallet).toBeEnabled();
  await snapshot(page, `${shot}-payment`);
  await wallet.click();
  const dialog = page.getByRole('dialog', { name: /Sandbox wallet/ });
  await expect(dialog).toContainText(/SBX-/);
  await snapshot(page, `${shot}-sandbox-wallet`);
  await dialog.getByRole('button', { name: choice }).click();
}

test('buy a top-up with the sandbox wallet: Transaction completed, success page, Delivered in the history', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const outside = forbidOutsideHosts(page, baseURL!);
  await newCustomer(page);
  await chooseTanzaniaOffer(page, '754123411');
  // PayPal among the accepted methods (the wallet button's logo is an image named PayPal too).
  const accepted = page.getByRole('list', { name: 'Accepted payment methods' });
  await expect(accepted.getByRole('img', { name: 'PayPal' })).toBeVisible();
  await payByWallet(page, 'Approve', 'wallet');

  const done = page.getByRole('dialog', { name: 'Transaction completed' });
  await expect(done).toBeVisible();
  await snapshot(page, 'wallet-completed');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/payementSuccess$/);
  await expect(page.getByText('Topup Payemnet Successful')).toBeVisible();
  await expect(page.getByText('+255754123411')).toBeVisible();
  await snapshot(page, 'wallet-success');

  // The paid order goes through the same fulfilment as a card order.
  await expect(async () => {
    await page.goto('/Topuptransaction');
    const row = page.getByRole('row').filter({ hasText: '+255754123411' }).first();
    await expect(row).toContainText('Delivered', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await snapshot(page, 'wallet-history');
  expect(outside).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a declined wallet payment leads to the failure page with the reason', async ({ page }) => {
    test.setTimeout(120_000);
    await newCustomer(page);
    await chooseTanzaniaOffer(page, '754123422');
    await payByWallet(page, 'Decline', 'wallet-phone');

    await expect(page).toHaveURL(/\/PayementFailed$/);
    await expect(page.getByText('Topup Payemnet Failed')).toBeVisible();
    await expect(page.getByText('Transaction declined')).toBeVisible();
    await snapshot(page, 'wallet-declined-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
