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

  test('a fourth top-up to one number in a day is refused with a sentence on the payment page', async ({
    page,
  }) => {
    // Skipped in `npm test`, which runs the journeys with the limits out of reach
    // (test-kit/risk-limits.ts) while this one needs the shop's defaults: run it against a product
    // started with them and E2E_SHOP_RISK_LIMITS=1. The same refusal runs in every `npm test`
    // through the HTTP routes (backend/test/orders/risk-limits.int-spec.ts).
    test.skip(!process.env.E2E_SHOP_RISK_LIMITS, 'needs a product on the default risk limits');
    await newCustomer(page);
    const number = freshNumber();
    // Three open checkouts to the number (open ones count as paid ones).
    for (const amount of [/^1,000 TZS/, /^2,000 TZS/, /^5,000 TZS/]) {
      await chooseAirtime(page, number, amount);
      await page.getByRole('button', { name: 'Credit/Debit' }).click();
      await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    }
    await chooseAirtime(page, number, /^10,000 TZS/);
    await page.getByRole('button', { name: 'Credit/Debit' }).click();
    await expect(
      page.getByText(
        'This phone number has received the most top-ups allowed in one day. Please try again tomorrow.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/Payment$/);
    await page.screenshot({ path: `${SHOTS}/payment-refused.png`, fullPage: true });
  });
});
