import { expect, test } from './fixtures';
import {
  choose,
  newCustomer,
  readMail,
  SCREENS,
  screensOf,
  snapshot,
  payOnSandbox,
} from './support';

for (const size of ['desktop', 'phone'] as const) {
  test(`buy a PIN product at ${SCREENS[size].width} px: told before paying, the PIN on the success page, in the history and the receipt`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(SCREENS[size]);
    const email = await newCustomer(page);

    await page.goto('/');
    await choose(page, 'Country', 'Ethiopia');
    await choose(page, 'Operator', 'Ethio telecom');
    await choose(page, 'Offer', 'Mobile Airtime');
    await page.getByRole('textbox', { name: 'Mobile Number' }).pressSequentially('911223344');
    await choose(page, 'Amount', /^100 ETB Airtime PIN/);
    await expect(page.getByText(/PIN product: after payment you get a PIN code/)).toBeVisible();
    await snapshot(page, `pin-home-${size}`);
    await page.getByRole('button', { name: 'Go to Payment' }).click();
    await expect(page).toHaveURL(/\/Payment$/);
    await expect(page.getByText('Airtime (PIN)')).toBeVisible();
    await snapshot(page, `pin-payment-${size}`);

    const since = Date.now();
    await payOnSandbox(page);
    await expect(page).toHaveURL(/\/payementSuccess\?/);
    const pin = page.getByRole('group', { name: 'Your PIN' });
    await expect(pin).toBeVisible({ timeout: 45_000 });
    const code = (await pin
      .locator('span[style], span')
      .filter({ hasText: /^\d{14}$/ })
      .first()
      .textContent())!;
    expect(code).toMatch(/^\d{14}$/);
    await expect(pin).toContainText(/Serial: SBX\d{10}/);
    if (size === 'desktop') await screensOf(page, 'pin-success');
    else await snapshot(page, 'pin-success-phone-journey');

    await page.goto('/Topuptransaction');
    const row = page
      .getByRole(size === 'desktop' ? 'row' : 'listitem')
      .filter({ hasText: '+251911223344' })
      .first();
    await expect(row).toContainText(code);
    await expect(row.getByRole('group', { name: 'Your PIN' })).toBeVisible();
    if (size === 'desktop') await screensOf(page, 'pin-history');
    else await snapshot(page, 'pin-history-phone-journey');

    const receipt = await readMail(page, email, /receipt/, since);
    expect(receipt.text).toContain(`PIN code: ${code}`);
  });
}

for (const size of ['desktop', 'phone'] as const) {
  test(`buy a ranged product for a typed amount at ${SCREENS[size].width} px: what arrives and the price before paying`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(SCREENS[size]);
    await newCustomer(page);

    await page.goto('/');
    await choose(page, 'Country', 'Kenya');
    await choose(page, 'Operator', 'Safaricom Kenya');
    await choose(page, 'Offer', 'Mobile Airtime');
    await page.getByRole('textbox', { name: 'Mobile Number' }).pressSequentially('712345678');
    await choose(page, 'Amount', 'Type an amount ($1.00 to $50.00)');
    const field = page.getByRole('textbox', { name: 'Amount to send (USD)' });
    await field.fill('75');
    await expect(page.getByText('Type an amount between $1.00 and $50.00')).toBeVisible();
    await field.fill('12.50');
    const pay = page
      .getByRole('group', { name: 'What you pay' })
      .or(page.locator('dl[aria-label="What you pay"]'));
    await expect(pay).toContainText('Recipient gets');
    // 12.50 USD at 129 KES per dollar.
    await expect(pay).toContainText('1,612.5 KES');
    const total = (await pay.locator('dd').last().textContent())!;
    expect(total).toMatch(/^\$\d+\.\d{2}$/);
    if (size === 'desktop') await screensOf(page, 'ranged-home');
    else await snapshot(page, 'ranged-home-phone-journey');

    await page.getByRole('button', { name: 'Go to Payment' }).click();
    await expect(page).toHaveURL(/\/Payment$/);
    await expect(page.getByText('1,612.5 KES')).toBeVisible();
    await expect(page.getByText(total).last()).toBeVisible();
    if (size === 'desktop') await screensOf(page, 'ranged-payment');
    else await snapshot(page, 'ranged-payment-phone-journey');

    await payOnSandbox(page);
    await expect(page).toHaveURL(/\/payementSuccess\?/);
    await expect(page.getByText(/Delivered/i)).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText(total)).toBeVisible();
    await expect(page.getByText('KES Airtime, any amount: 1,612.5 KES')).toBeVisible();
    if (size === 'desktop') await screensOf(page, 'ranged-success');
    else await snapshot(page, 'ranged-success-phone-journey');
  });
}
