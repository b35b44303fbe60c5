import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  chooseTanzaniaOffer,
  logInToBackOffice,
  newCustomer,
  OPS_ADMIN,
  SCREENS,
  type ScreenName,
  screensOf,
  sidewaysScrollers,
} from './support';

// The review queue (docs/specification.md#review-queue): a payment whose card country differs
// from the account's (the customer's own number is from the US: +1 202 555 0143) waits "Held for
// review"; the customer reads "We are checking this payment"; an admin approves one held order
// (delivered) and refuses another (refunded) in the back office.

const CHECKING = 'We are checking this payment';

/** Buys a Tanzania top-up paying on the sandbox with a card from `country`. */
async function buyWithCard(page: Page, number: string, country: string) {
  await chooseTanzaniaOffer(page, number);
  await page
    .getByRole('button', { name: /Credit\/Debit|Pay with/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Card country').selectOption(country);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payementSuccess\?/);
}

/** The status shown on the customer's history row of a number. */
function historyRow(page: Page, number: string) {
  return page
    .locator('tr, li, [role="listitem"], .MuiCard-root')
    .filter({ hasText: number })
    .first();
}

/** A back-office page of its own (an admin's browser), at `size`, logged in as the ops admin. */
async function adminBrowser(browser: Browser, size: ScreenName, ip: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: SCREENS[size],
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
  });
  const admin = await context.newPage();
  await logInToBackOffice(admin, OPS_ADMIN);
  await expect(admin).not.toHaveURL(/Adminconfigpage/);
  return admin;
}

async function shoot(page: Page, size: ScreenName, name: string) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.screenshot({ path: `../test-results/screens/${size}/${name}.png`, fullPage: true });
  expect(await sidewaysScrollers(page), `${name} at ${size}`).toEqual([]);
}

/** Opens the transaction list filtered to the held orders (the Status filter's choice). */
async function heldList(admin: Page) {
  await admin.goto('/admin/Admintransactionhistory');
  // The list's Status filter (the column's sort button is labelled with "Status" too, and the
  // filter may still hold the last choice).
  await admin.getByRole('combobox', { name: /^Status\b/ }).click();
  await admin.getByRole('option', { name: 'Held for review' }).click();
  await expect(admin).toHaveURL(/HELD_FOR_REVIEW/);
  // Wait for the filtered rows: every shown status is the held one.
  await expect(async () => {
    const rows = admin.locator('.RaList-main tbody tr, .RaList-main .MuiList-root li');
    const texts = await rows.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain('Held for review');
  }).toPass({ timeout: 15_000 });
}

/** Confirms the dialog an order action opens. */
async function confirm(admin: Page) {
  await admin.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
}

for (const size of ['desktop', 'phone'] as const) {
  test(`${size}: held payments read "${CHECKING}"; the back office approves one and refuses another`, async ({
    page,
    browser,
    clientIp,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(SCREENS[size]);
    await newCustomer(page);
    // Numbers of this run only (the journey may run again on the same database).
    const run = `${size === 'desktop' ? '1' : '2'}${String(Date.now() % 10_000).padStart(4, '0')}`;
    const approved = `754${run}1`;
    const refused = `754${run}2`;

    // Paid with a British card: held, and the success page says so in words.
    await buyWithCard(page, approved, 'GB');
    await expect(page.getByRole('status', { name: 'Order progress' })).toContainText(CHECKING, {
      timeout: 30_000,
    });
    await shoot(page, size, 'review-success-page-held');
    await buyWithCard(page, refused, 'GB');
    await expect(page.getByText(CHECKING)).toBeVisible({ timeout: 30_000 });

    await page.goto('/Topuptransaction');
    await expect(historyRow(page, `+255${approved}`)).toContainText(CHECKING);
    await expect(historyRow(page, `+255${refused}`)).toContainText(CHECKING);
    await shoot(page, size, 'review-history-held');

    // The admin's side, in a browser of their own.
    const admin = await adminBrowser(browser, size, `${clientIp}9`);
    await heldList(admin);
    await expect(admin.getByText(`+255${approved}`)).toBeVisible();
    await expect(admin.getByText(`+255${refused}`)).toBeVisible();
    await shoot(admin, size, 'review-admin-held-list');

    if (size === 'desktop') {
      // Approve from the list's row.
      const row = admin.getByRole('row').filter({ hasText: `+255${approved}` });
      await row.getByRole('button', { name: 'Approve' }).click();
      await expect(admin.getByRole('dialog')).toContainText('Approve this payment');
      await shoot(admin, size, 'review-admin-approve-question');
      await confirm(admin);
      await expect(admin.getByText(/Still in progress|Delivered/).first()).toBeVisible();
      await expect(admin.getByText(`+255${approved}`)).toHaveCount(0);
    } else {
      // On a phone the list is cards: the order page has the buttons.
      await admin.getByText(`+255${approved}`).click();
      await expect(admin.getByText('paid from GB, account in US', { exact: true })).toBeVisible();
      await shoot(admin, size, 'review-admin-order-page-held');
      await admin.getByRole('button', { name: 'Approve' }).click();
      await confirm(admin);
      await expect(admin.getByText(/Still in progress/)).toBeVisible();
    }

    // Refuse from the order page: the money goes back at once.
    await heldList(admin);
    await admin.getByText(`+255${refused}`).click();
    await expect(admin.getByText('Held for review because')).toBeVisible();
    await expect(admin.getByText('paid from GB, account in US', { exact: true })).toBeVisible();
    if (size === 'desktop') await shoot(admin, size, 'review-admin-order-page-held');
    await admin.getByRole('button', { name: 'Refuse' }).click();
    await expect(admin.getByRole('dialog')).toContainText('Refuse this payment');
    await confirm(admin);
    await expect(admin.getByText('Refunded: the money went back to the customer.')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await shoot(admin, size, 'review-admin-order-page-refused');

    // The customer's history: one delivered, one refunded.
    await expect(async () => {
      await page.goto('/Topuptransaction');
      await expect(historyRow(page, `+255${approved}`)).toContainText('Delivered', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 40_000 });
    await expect(historyRow(page, `+255${refused}`)).toContainText('Refunded');
    await shoot(page, size, 'review-history-decided');
    await admin.context().close();
  });
}

test('the sandbox checkout page offers the card country (the review queue can be tried on it)', async ({
  page,
}) => {
  await newCustomer(page);
  await chooseTanzaniaOffer(page, '754129103');
  await page
    .getByRole('button', { name: /Credit\/Debit|Pay with/ })
    .first()
    .click();
  await expect(page.getByLabel('Card country')).toHaveValue('');
  await screensOf(page, 'review-sandbox-checkout');
});
