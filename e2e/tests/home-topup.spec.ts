import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapshot, solveBotCheck } from './support';

async function choose(page: Page, field: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page
    .getByRole('listbox', { name: field, exact: true })
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .click();
}

test('home: choose a Tanzania offer, meet the operator check, log in and come back to the same choice', async ({
  page,
}) => {
  await page.goto('/');
  await choose(page, 'Country', 'Tanzania');
  await choose(page, 'Operator', 'Vodacom Tanzania');
  await choose(page, 'Offer', 'Mobile Airtime');
  await expect(page.getByTestId('calling-code')).toHaveText('+255');

  // Digits and plus only; a leading 0 is dropped.
  const phone = page.getByRole('textbox', { name: 'Mobile Number' });
  await phone.pressSequentially('0a68-1234567');
  await expect(phone).toHaveValue('681234567');

  // The amount labels: product name and ($amount), then what arrives and the promotion's badge.
  await page.getByRole('combobox', { name: 'Amount', exact: true }).click();
  const options = page.getByRole('listbox', { name: 'Amount', exact: true }).getByRole('option');
  await expect(
    options.filter({ hasText: /\(\$\d+\.\d\d\)Receives .*20% bonus airtime · ends / }).first(),
  ).toBeVisible();
  await snapshot(page, 'home-amounts');
  await options
    .filter({ hasText: /^2,000 TZS/ })
    .first()
    .click();
  await expect(page.getByText(/Product ID/)).toBeVisible();

  // 068… is an Airtel number: Go to Payment names the operator and stays.
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await expect(page.getByRole('alert')).toHaveText(/This number belongs to Airtel Tanzania/);
  await expect(page).toHaveURL(/\/$/);

  // A Vodacom number: entering it clears the amount, which is chosen again.
  await phone.fill('');
  await phone.pressSequentially('754123456');
  await choose(page, 'Amount', /^2,000 TZS/);
  // textContent: the field shows what arrives under the label, in blocks innerText splits.
  const amountLabel =
    (await page.getByRole('combobox', { name: 'Amount', exact: true }).textContent()) ?? '';
  await snapshot(page, 'home-ready');
  await page.getByRole('button', { name: 'Go to Payment' }).click();

  // Logged out: to /Login, which hands the selection back after login.
  await expect(page).toHaveURL(/\/Login$/);
  await page.getByLabel('Email').fill('demo@selamtopup.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo#2026');
  await solveBotCheck(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveText(/Tanzania/);
  await expect(page.getByRole('combobox', { name: 'Operator', exact: true })).toHaveText(
    /Vodacom Tanzania/,
  );
  await expect(page.getByRole('combobox', { name: 'Offer', exact: true })).toHaveText(
    /Mobile Airtime/,
  );
  await expect(phone).toHaveValue(/754123456/);
  await expect(page.getByRole('combobox', { name: 'Amount', exact: true })).toHaveText(amountLabel);
  await snapshot(page, 'home-restored');

  // Logged in: Go to Payment leads to the payment step.
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await expect(page).toHaveURL(/\/Payment$/);
});
