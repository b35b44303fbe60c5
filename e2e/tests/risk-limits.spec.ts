import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  choose,
  confirmNumberIfAsked,
  expectNoSeriousA11yViolations,
  logInToBackOffice,
  newCustomer,
  OPS_ADMIN,
  SCREENS,
} from './support';

const DEMO_CUSTOMER = 'demo@selamtopup.test';
const SHOTS = process.env.SHOTS_DIR ?? '../test-results/screens/risk-limits';

/** The home form to /Payment for a Vodacom Tanzania airtime of `amount` to `number`. */
async function chooseAirtime(page: Page, number: string, amount: RegExp) {
  await page.goto('/');
  await choose(page, 'Country', 'Tanzania');
  await choose(page, 'Operator', 'Vodacom Tanzania');
  await choose(page, 'Offer', 'Mobile Airtime');
  await page.getByRole('textbox', { name: 'Mobile Number' }).pressSequentially(number);
  await choose(page, 'Amount', amount);
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await expect(page).toHaveURL(/\/Payment$/);
  await confirmNumberIfAsked(page);
}

/** Random last digits: a number no other journey (or earlier run on this database) tops up. */
const freshNumber = () => `7549${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;

test.describe('risk limits (docs/specification.md#risk-limits)', () => {
  test("an admin raises a client's risk limits on the client page, then goes back to the defaults", async ({
    page,
  }) => {
    await page.setViewportSize(SCREENS.desktop);
    await logInToBackOffice(page, OPS_ADMIN);
    await expect(page).toHaveURL(/\/admin\/Admintransactionhistory$/);
    await page.goto('/admin/Userinformation');
    await page.getByPlaceholder('Search').fill(DEMO_CUSTOMER);
    await expect(page).toHaveURL(/filter=.*demo/);
    await page.getByRole('row', { name: new RegExp(DEMO_CUSTOMER) }).click();
    await expect(page.getByRole('heading', { name: 'Risk limits' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Raise risk limits' });
    await form.getByLabel('Top-ups a day, USD').fill('500');
    await form.getByLabel('Number of top-ups a day').fill('20');
    await form.getByRole('button', { name: 'Save limits' }).click();
    await expect(page.getByText('Limits raised.')).toBeVisible();
    await expect(page.getByText(/Raised for this client/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'client page, raised limits');
    await page.screenshot({ path: `${SHOTS}/client-limits-raised.png`, fullPage: true });

    // Seen again after a reload, then back to the defaults (the demo client stays as seeded).
    await page.reload();
    await expect(form.getByLabel('Top-ups a day, USD')).toHaveValue('500.00');
    await form.getByRole('button', { name: 'Back to defaults' }).click();
    await expect(page.getByText('The shop’s limits apply again.')).toBeVisible();
  });

  test('a first card purchase asks for 3-D Secure on the checkout page', async ({ page }) => {
    await newCustomer(page);
    await chooseAirtime(page, freshNumber(), /^2,000 TZS/);
    await page.getByRole('button', { name: 'Credit/Debit' }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await expect(page.getByText(/3-D Secure requested/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/sandbox-3ds.png`, fullPage: true });
  });

  test('a client an admin holds to one top-up a day is refused the second, with a sentence on the payment page', async ({
    page,
  }) => {
    // `npm test` runs the journeys with the shop's limits out of reach (test-kit/risk-limits.ts);
    // a limit an admin sets for one client applies whatever the defaults, so the refusal a
    // customer reads is tried here as they meet it. Each limit's own refusal is proven through
    // the HTTP routes in backend/test/orders/risk-limits.int-spec.ts.
    await page.setViewportSize(SCREENS.phone);
    const email = await newCustomer(page);

    // The admin is another person: another browser context, another address.
    const admin = await page
      .context()
      .browser()!
      .newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.252.${process.pid % 250}.1` } });
    const office = await admin.newPage();
    await logInToBackOffice(office, OPS_ADMIN);
    await expect(office).toHaveURL(/\/admin\/Admintransactionhistory$/);
    await office.goto('/admin/Userinformation');
    await office.getByPlaceholder('Search').fill(email);
    await expect(office).toHaveURL(/filter=/);
    const clientRow = office.getByRole('row', { name: new RegExp(email) });
    await expect(clientRow).toHaveCount(1);
    await clientRow.click();
    const form = office.getByRole('form', { name: 'Raise risk limits' });
    await form.getByLabel('Number of top-ups a day').fill('1');
    await form.getByRole('button', { name: 'Save limits' }).click();
    await expect(office.getByText('Limits raised.')).toBeVisible();
    await admin.close();

    const number = freshNumber();
    // An open checkout counts as a paid one.
    await chooseAirtime(page, number, /^1,000 TZS/);
    await page.getByRole('button', { name: 'Credit/Debit' }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await chooseAirtime(page, number, /^2,000 TZS/);
    await page.getByRole('button', { name: 'Credit/Debit' }).click();
    await expect(
      page.getByText(
        'You have reached the number of top-ups you can buy in one day. Please try again tomorrow.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/Payment$/);
    await page.screenshot({ path: `${SHOTS}/payment-refused.png`, fullPage: true });
  });
});
