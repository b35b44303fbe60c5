import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { choose, expectNoSeriousA11yViolations, newCustomer, snapshot } from './support';

// Saved recipients, one-tap repeat and the wrong-number check
// (docs/specification.md#saved-recipients), as a customer goes through them.

const payButton = (page: Page) => page.getByRole('button', { name: 'Credit/Debit' });
const confirmBox = (page: Page) =>
  page.getByRole('checkbox', { name: 'Yes, this is the right number' });

/** The home form to /Payment for a Vodacom Tanzania 2,000 TZS airtime, nothing confirmed. */
async function fillTanzania(page: Page, number: string) {
  await page.goto('/');
  await choose(page, 'Country', 'Tanzania');
  await choose(page, 'Operator', 'Vodacom Tanzania');
  await choose(page, 'Offer', 'Mobile Airtime');
  await page.getByRole('textbox', { name: 'Mobile Number' }).pressSequentially(number);
  await choose(page, 'Amount', /^2,000 TZS/);
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await expect(page).toHaveURL(/\/Payment$/);
}

async function payOnSandbox(page: Page) {
  await payButton(page).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payementSuccess\?/);
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport });

    test('a new number is confirmed, saved as Mum, picked from a chip and sent again', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const shot = (name: string) => snapshot(page, `recipients-${name}-${viewport.name}`);
      await newCustomer(page);

      // A number never paid for: shown back grouped with its operator, and pay waits for a yes.
      await fillTanzania(page, '754123456');
      const check = page.getByRole('group', { name: 'Is this the right number?' });
      await expect(check).toContainText('+255 754 123 456 · Vodacom Tanzania');
      await expect(payButton(page)).toBeDisabled();
      await shot('payment-new-number');
      await expectNoSeriousA11yViolations(page);
      await confirmBox(page).check();
      await expect(payButton(page)).toBeEnabled();
      await payOnSandbox(page);

      // Saved from the success page.
      const save = page.getByRole('form', { name: 'Save this number for next time' });
      await expect(save).toBeVisible({ timeout: 30_000 });
      await save.getByRole('textbox', { name: 'Name' }).fill('Mum');
      await shot('success-save');
      await save.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(/is saved as Mum/)).toBeVisible();
      await expect(page.getByText(/Delivered/i).first()).toBeVisible({ timeout: 30_000 });
      await shot('success-saved');

      // Home: one click on the chip fills everything, the last offer preselected.
      await page.goto('/');
      const chip = page.getByRole('button', { name: 'Mum', exact: true });
      await expect(chip).toBeVisible();
      await chip.click();
      await expect(page.getByRole('combobox', { name: 'Amount', exact: true })).toContainText(
        '2,000 TZS',
      );
      await expect(page.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('754123456');
      await shot('home-chip');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Go to Payment' }).click();
      await expect(page).toHaveURL(/\/Payment$/);
      // A saved number skips the check.
      await expect(page.getByText('one of your saved recipients')).toBeVisible();
      await expect(confirmBox(page)).toHaveCount(0);
      await expect(payButton(page)).toBeEnabled();

      // Send again from the history: /Payment with today's price, no check.
      await page.goto('/Topuptransaction');
      // One top-up so far (a table on a desktop, a card on a phone).
      await expect(page.getByText('+255754123456').first()).toBeVisible();
      await expect(page.getByText('Delivered').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Resend' })).toHaveCount(1);
      await page.getByRole('button', { name: 'Resend' }).click();
      await expect(page).toHaveURL(/\/Payment$/);
      await expect(page.getByText('Total Fee')).toBeVisible();
      await expect(page.getByText(/2,000 TZS/).first()).toBeVisible();
      await expect(confirmBox(page)).toHaveCount(0);
      await expect(payButton(page)).toBeEnabled();
      await shot('payment-send-again');

      // The profile lists Mum, with Send again straight to /Payment.
      await page.goto('/Profile');
      const book = page.getByRole('region', { name: 'Saved recipients' });
      await expect(book).toContainText('Mum');
      await expect(book).toContainText('+255 754 123 456 · Vodacom Tanzania · Tanzania');
      await shot('profile');
      await expectNoSeriousA11yViolations(page);
      await book.getByRole('button', { name: 'Send again to Mum' }).click();
      await expect(page).toHaveURL(/\/Payment$/);
      await expect(payButton(page)).toBeEnabled();

      // Another new number asks again, and cannot be paid before the yes.
      await fillTanzania(page, '754987654');
      await expect(page.getByRole('group', { name: 'Is this the right number?' })).toContainText(
        '+255 754 987 654 · Vodacom Tanzania',
      );
      await expect(payButton(page)).toBeDisabled();
    });
  });
}
