import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  choose,
  newCustomer,
  readMail,
  SCREENS,
  type ScreenName,
  sidewaysScrollers,
  payOnSandbox,
} from './support';

// What arrives and the operators' promotions (docs/specification.md), at both sizes:
// the amount list says what arrives, its validity and the promotion with its end; /Payment, the
// success page, the history and the receipt mail say what arrives, read from the order.

async function shoot(page: Page, size: ScreenName, name: string) {
  await page.screenshot({
    path: `../test-results/screens/${size}/what-arrives-${name}.png`,
    fullPage: true,
  });
  expect(await sidewaysScrollers(page), `${name} at ${size}`).toEqual([]);
}

/** The home form filled up to the amount list of an Ethio telecom offer. */
async function ethioOffer(page: Page, offer: 'Mobile Data' | 'Mobile Bundle', number: string) {
  await page.goto('/');
  await choose(page, 'Country', 'Ethiopia');
  await choose(page, 'Operator', 'Ethio telecom');
  await choose(page, 'Offer', offer);
  await page.getByRole('textbox', { name: 'Mobile Number' }).pressSequentially(number);
}

async function pay(page: Page) {
  await payOnSandbox(page);
  await expect(page).toHaveURL(/\/payementSuccess\?/);
}

const PURCHASES: Record<
  ScreenName,
  { offer: 'Mobile Data' | 'Mobile Bundle'; amount: RegExp; number: string; receives: string }
> = {
  // The data top-up runs a promotion: the badge shows on /Payment too.
  desktop: { offer: 'Mobile Data', amount: /^1GB 7 days/, number: '911234561', receives: '1 GB' },
  // The bundle lists every benefit: the longest texts, on the narrowest screen.
  phone: {
    offer: 'Mobile Bundle',
    amount: /^100 min \+ 1GB 7 days/,
    number: '911234562',
    receives: '100 min + 1 GB',
  },
};

for (const size of ['desktop', 'phone'] as const) {
  test(`what arrives, its validity and the promotion, from the amount list to the receipt (${SCREENS[size].width} px)`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(SCREENS[size]);
    const email = await newCustomer(page);
    const buy = PURCHASES[size];

    // The amount list: what arrives with its validity, and the promotion badge with its end.
    await ethioOffer(page, 'Mobile Data', buy.number);
    await page.getByRole('combobox', { name: 'Amount', exact: true }).click();
    const amounts = page.getByRole('listbox', { name: 'Amount', exact: true });
    const data = amounts.getByRole('option', { name: /^1GB 7 days/ });
    await expect(data).toContainText('Receives 1 GB · valid 7 days');
    await expect(data.getByTestId('promotion-badge')).toHaveText(
      /^Holiday data bonus · ends \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    await shoot(page, size, 'amount-list');
    await page.keyboard.press('Escape');

    if (buy.offer !== 'Mobile Data') await choose(page, 'Offer', buy.offer);
    if (buy.offer !== 'Mobile Data') {
      await page.getByRole('textbox', { name: 'Mobile Number' }).fill('');
      await page.getByRole('textbox', { name: 'Mobile Number' }).pressSequentially(buy.number);
    }
    await choose(page, 'Amount', buy.amount);
    await page.getByRole('button', { name: 'Go to Payment' }).click();
    await expect(page).toHaveURL(/\/Payment$/);

    // /Payment: what arrives (every benefit of the bundle) and, for the data top-up, the badge.
    await expect(page.getByTestId('what-arrives')).toHaveText(
      `Receives ${buy.receives} · valid 7 days`,
    );
    if (buy.offer === 'Mobile Bundle') {
      await expect(page.getByRole('list', { name: 'Benefits' })).toHaveText(/100 min\s*1 GB/);
    } else {
      await expect(page.getByTestId('promotion-badge')).toContainText('Holiday data bonus · ends');
    }
    await shoot(page, size, 'payment');

    const since = Date.now();
    await pay(page);
    await expect(page.getByText(/Delivered/i)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('They receive')).toBeVisible();
    await expect(page.getByText(`${buy.receives} · valid 7 days`)).toBeVisible();
    await shoot(page, size, 'success');

    // The history reads what arrives from the order.
    await page.goto('/Topuptransaction');
    const row = page
      .getByTestId('what-arrives')
      .filter({ hasText: `Receives ${buy.receives} · valid 7 days` });
    await expect(row.first()).toBeVisible();
    await shoot(page, size, 'history');

    const receipt = await readMail(page, email, /receipt/, since);
    expect(receipt.text).toContain(`They receive: ${buy.receives}, valid 7 days`);
  });
}
