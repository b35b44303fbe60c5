// docs/decisions.md#screenshots: every customer page fits a 390 px phone and a 1366 px desktop,
// with screenshots of
// each (test-results/screens/), and the lists of the home form open where they can be seen.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  choose,
  chooseTanzaniaOffer,
  newCustomer,
  PUBLIC_PAGES,
  readCode,
  SCREENS,
  screensOf,
} from './support';

/** Pages of a logged-in customer. */
const ACCOUNT_PAGES: readonly [string, string][] = [
  ['profile', '/Profile'],
  ['change-password', '/Changepassword'],
  ['topup-history', '/Topuptransaction'],
  ['call-history', '/Calltransaction'],
];

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** The box's right edge is inside the window (nothing cut off at the side). */
async function expectWithinWidth(page: Page, text: string | RegExp) {
  const box = await page.getByText(text).first().boundingBox();
  expect(box, `${String(text)} is on the page`).not.toBeNull();
  const width = page.viewportSize()!.width;
  expect(box!.x + box!.width, `${String(text)} within ${width}px`).toBeLessThanOrEqual(width);
}

test('every customer page fits a phone and a desktop, with screenshots of each', async ({
  page,
}) => {
  test.setTimeout(240_000);
  for (const [name, path] of PUBLIC_PAGES) {
    await page.goto(path);
    await settle(page);
    await screensOf(page, name);
  }

  const email = await newCustomer(page, async (step) => {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (step === 'login') {
      await expect(page.getByText('Your account has been created. Please log in.')).toBeVisible();
    }
    await screensOf(page, step === 'login' ? 'login-account-created' : 'verification');
  });
  await chooseTanzaniaOffer(page, '754123456');
  await expect(page.getByText('Total Fee')).toBeVisible();
  await screensOf(page, 'payment');
  // On the phone the price, the fee and the total are in sight
  // (docs/decisions.md#tables-on-small-screens).
  await page.setViewportSize(SCREENS.phone);
  const summary = page.getByRole('list', { name: 'Topup summary' });
  const values = summary.getByRole('definition');
  await expect(values).toHaveCount(6);
  for (const value of await values.all()) await expect(value).toBeInViewport({ ratio: 1 });

  // A paid top-up, so the history has a row to show.
  await page.setViewportSize(SCREENS.desktop);
  await page
    .getByRole('button', { name: /Credit\/Debit|Pay with/ })
    .first()
    .click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payementSuccess\?/);
  await expect(page.getByText('Topup Payemnet Successful')).toBeVisible();
  await screensOf(page, 'payment-success');

  for (const [name, path] of ACCOUNT_PAGES) {
    await page.goto(path);
    await settle(page);
    await screensOf(page, name);
  }

  // The history at 1366 px: the Resend button whole, the full order id and its copy button.
  await page.goto('/Topuptransaction');
  const row = page.getByRole('row').filter({ hasText: '+255754123456' }).first();
  await expect(row.getByRole('button', { name: 'Resend' })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('button', { name: 'Copy order id' })).toBeVisible();
  // On the phone each top-up is a card; its amount and Resend are in sight.
  await page.setViewportSize(SCREENS.phone);
  const card = page
    .getByRole('list', { name: 'Topup transactions' })
    .getByRole('listitem')
    .filter({ hasText: '+255754123456' })
    .first();
  await expect(card.getByRole('button', { name: 'Resend' })).toBeVisible();
  await expectWithinWidth(page, 'Amount (USD)');

  // The password reset screens, reached as a person does.
  await page.setViewportSize(SCREENS.desktop);
  await page
    .getByRole('button', { name: 'LogOut' })
    .or(page.getByRole('link', { name: 'LogOut' }))
    .first()
    .click();
  await page.goto('/ForgotPassword');
  await page.getByLabel('Email').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/passwordverification$/);
  await screensOf(page, 'password-verification');
  await page
    .getByPlaceholder('Enter 8 Digit code')
    .fill(await readCode(page, email, /password reset/, since));
  await page.getByRole('button', { name: 'Confirm Code' }).click();
  await expect(page).toHaveURL(/\/resetpassword$/);
  await screensOf(page, 'reset-password');
});

for (const size of ['desktop', 'phone'] as const) {
  test(`the Amount list opens in sight after the number is typed (${size})`, async ({ page }) => {
    await page.setViewportSize(SCREENS[size]);
    await page.goto('/');
    await choose(page, 'Country', 'Tanzania');
    await choose(page, 'Operator', 'Vodacom Tanzania');
    await choose(page, 'Offer', 'Mobile Airtime');
    const number = page.getByRole('textbox', { name: 'Mobile Number' });
    await number.pressSequentially('754123456');
    // As a person does: the field is where the page left it, nothing scrolled by the test.
    await page.getByRole('combobox', { name: 'Amount', exact: true }).click();
    const list = page.getByRole('listbox', { name: 'Amount', exact: true });
    await expect(list).toBeVisible();
    await expect(list).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `../test-results/screens/${size}/home-amount-open.png` });
    await list.getByRole('option', { name: /^2,000 TZS/ }).click();
    await expect(page.getByRole('combobox', { name: 'Amount', exact: true })).toContainText(
      '2,000 TZS',
    );
  });
}
