import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  chooseTanzaniaOffer,
  newCustomer,
  readMail,
  SCREENS,
  screensOf,
  payOnSandbox,
} from './support';

/**
 * A delayed top-up as the customer lives it (docs/specification.md#delayed-top-ups): the
 * sandbox DT One holds a number ending in 8888 pending. The product runs with short settings
 * (scripts/test.ts: TOPUP_DELAY_NOTICE_MINUTES=0.25, TOPUP_DELAY_CHECK_SECONDS=5,
 * TOPUP_TIME_LIMIT_HOURS=0.015, about 54 s): the "delayed" mail and the notice on the success page and in the history come within
 * seconds, the receipt downloads as PDF from the history, and past the time limit the order is
 * cancelled at DT One and refunded with the refund mail.
 */
async function downloadReceipt(page: Page, row: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: /^PDF receipt of order / }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^selamtopup-receipt-[0-9a-f-]{36}\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
}

test('a delayed top-up: the "delayed" mail, the success page and the history say so; the receipt downloads as PDF; past the time limit it is refunded', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(SCREENS.desktop);
  const email = await newCustomer(page);
  const number = '754128888';
  await chooseTanzaniaOffer(page, number);
  const since = Date.now();
  await payOnSandbox(page);

  await expect(page).toHaveURL(/\/payementSuccess\?/);
  const notice = page.getByRole('status', { name: 'Delayed top-up' });
  await expect(notice).toBeVisible({ timeout: 40_000 });
  await expect(notice).toContainText('Your top-up is delayed');
  await expect(notice).toContainText('We keep trying');
  await screensOf(page, 'delayed-success');

  const mail = await readMail(page, email, /delayed/, since);
  expect(mail.subject).toBe('Your SelamTopup top-up is delayed: we keep trying');
  expect(mail.text).toContain('+255754128888');
  expect(mail.text).toContain('We keep trying');
  expect(mail.text).toContain('to your card');

  await page.goto('/Topuptransaction');
  const row = page.getByRole('row').filter({ hasText: '+255754128888' }).first();
  await expect(row).toContainText('Sending');
  await expect(row).toContainText('Delayed, we keep trying');
  await screensOf(page, 'delayed-history');
  await downloadReceipt(page, row);

  // On a phone: each top-up is a card, the receipt link in it.
  await page.setViewportSize(SCREENS.phone);
  const card = page.getByRole('listitem').filter({ hasText: '+255754128888' }).first();
  await expect(card).toContainText('Delayed, we keep trying');
  await downloadReceipt(page, card);
  await page.setViewportSize(SCREENS.desktop);

  // Past the time limit: cancelled at DT One, refunded, the refund mail names the card.
  const refund = await readMail(page, email, /refunded/, since, 90_000);
  expect(refund.text).toContain('could not be delivered in time');
  expect(refund.text).toContain('to your card');
  await page.reload();
  const refunded = page.getByRole('row').filter({ hasText: '+255754128888' }).first();
  await expect(refunded).toContainText('Refunded');
  await expect(refunded).not.toContainText('Delayed');
  await screensOf(page, 'delayed-refunded-history');
});

test('a delivered top-up: the operator reference on the success page and in the history, its receipt as PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(SCREENS.desktop);
  await newCustomer(page);
  await chooseTanzaniaOffer(page, '754127777');
  await payOnSandbox(page);
  await expect(page.getByText(/Delivered/i)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Operator reference')).toBeVisible();
  await expect(page.getByText(/^SBX\d{9}$/)).toBeVisible();
  await screensOf(page, 'delivered-success-operator-reference');

  await page.goto('/Topuptransaction');
  const row = page.getByRole('row').filter({ hasText: '+255754127777' }).first();
  await expect(row).toContainText('Delivered');
  await expect(row).toContainText(/Operator ref\. SBX\d{9}/);
  await downloadReceipt(page, row);
  await screensOf(page, 'delivered-history-receipt');
});
