import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { forbidOutsideHosts, snapshot } from './support';

// Course and project payments (no login), in the sandbox: the wallet through the local wallet
// button, the card through the sandbox checkout page.

async function fillForm(
  page: Page,
  select: 'Course Name' | 'Project type',
  choice: string,
  payer: string,
  amount: string,
  description: string,
) {
  await page.getByRole('textbox', { name: 'Payer Name' }).fill(payer);
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: choice, exact: true }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
}

async function noSidewaysScroll(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(width);
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport });

    test(`a course payment by wallet ends in the success dialog (${device})`, async ({
      page,
      baseURL,
    }) => {
      const outside = forbidOutsideHosts(page, baseURL!);
      await page.goto('/MvmRegistrationFee');
      await expect(page.getByRole('heading', { level: 1, name: 'Course Payment' })).toBeVisible();

      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page.getByText('Please fill out all fields.')).toBeVisible();

      await fillForm(page, 'Course Name', 'Python I', 'Abebe Kebede', '150.5', 'Spring term');
      await snapshot(page, `mvm-course-form-${device}`);
      await page.getByRole('button', { name: 'Pay' }).click();
      const popup = page.getByRole('dialog', { name: 'Pay $150.50 USD' });
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('button', { name: 'Pay with Stripe' })).toHaveCount(0);
      await snapshot(page, `mvm-course-popup-${device}`);
      await popup.getByRole('button', { name: 'PayPal Sandbox' }).click();
      const wallet = page.getByRole('dialog', { name: /Sandbox wallet/ });
      await wallet.getByRole('button', { name: 'Approve' }).click();

      const receipt = page.getByRole('dialog', { name: /MVM IT Training/ });
      await expect(receipt.getByText('Transaction completed')).toBeVisible();
      await expect(receipt).toContainText('$150.50 USD');
      await expect(receipt).toContainText('Abebe Kebede');
      await expect(receipt).toContainText('Python I');
      await expect(receipt).toContainText('Spring term');
      await snapshot(page, `mvm-course-success-${device}`);
      await noSidewaysScroll(page, viewport.width);
      await receipt.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByRole('textbox', { name: 'Payer Name' })).toHaveValue('');
      expect(outside).toEqual([]);
    });
  });
}

test('a project payment by card ends on the invoice the server confirms', async ({ page }) => {
  await page.goto('/MvmProjectFee');
  await expect(page.getByRole('heading', { level: 1, name: 'Project Payment' })).toBeVisible();
  await fillForm(page, 'Project type', 'Kids IT Training', 'Sara Haile', '1250', 'Summer camp');
  await page.getByRole('button', { name: 'Pay' }).click();
  const popup = page.getByRole('dialog', { name: 'Pay $1,250.00 USD' });
  await expect(popup.getByRole('button', { name: 'PayPal Sandbox' })).toBeVisible();
  await snapshot(page, 'mvm-project-popup');
  await popup.getByRole('button', { name: 'Pay with Stripe' }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await snapshot(page, 'mvm-project-sandbox-checkout');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(page).toHaveURL(/\/MvmProjectFeeSucess\?.*payment=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Invoice' })).toBeVisible();
  const invoice = page.locator('dl[aria-label="Invoice"]');
  await expect(invoice).toContainText('Sara Haile', { timeout: 30_000 });
  await expect(invoice).toContainText('Summer camp');
  await expect(invoice).toContainText('$1,250.00');
  await snapshot(page, 'mvm-invoice');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/MvmProjectFee$/);

  // A hand-made query string prints no receipt.
  await page.goto('/MvmProjectFeeSucess?amount=9999&description=Free&payerName=Mallory');
  await expect(page.getByText(/There is no payment to show/)).toBeVisible();
  await expect(page.getByText('Mallory')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/ch pays a project by card; a declined checkout leads to Payment Unsuccessful', async ({
    page,
  }) => {
    await page.goto('/ch');
    await fillForm(page, 'Project type', 'Maintenance and setup', 'Sara Haile', '20', 'Router');
    await snapshot(page, 'mvm-ch-phone');
    await page.getByRole('button', { name: 'Pay with card' }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/MvmProjectFeeSucessFailed/);
    await expect(page.getByText('Payment Unsuccessful')).toBeVisible();
    await expect(page.getByText('Payment could not be processed.')).toBeVisible();
    await expect(page.getByText('Sara Haile')).toBeVisible();
    await snapshot(page, 'mvm-failed-phone');
    await noSidewaysScroll(page, 390);
  });
});
