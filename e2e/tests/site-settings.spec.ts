import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectNoSeriousA11yViolations,
  readMail,
  SCREENS,
  solveBotCheck,
  uniqueEmail,
} from './support';

// The settings the customer site shows live (GET /api/siteSettings): the contact address a master
// admin sets, the demo's social links, and the Mvm training business's name.

const MASTER = { email: 'admin@selamtopup.test', password: 'Admin#2026' };
const SHOTS = '../test-results/screens/site-settings';
mkdirSync(SHOTS, { recursive: true });

async function masterLogsIn(page: Page) {
  await page.goto('/admin/Changecontactemail');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email').fill(MASTER.email);
  await page.getByLabel('Password', { exact: true }).fill(MASTER.password);
  await solveBotCheck(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/Changecontactemail$/);
}

async function setContactEmail(page: Page, email: string) {
  const field = page.getByRole('textbox', { name: 'Contact email' });
  await expect(field).not.toHaveValue('');
  await field.fill(email);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();
  await expect(field).toHaveValue(email);
}

async function bothScreens(page: Page, name: string) {
  for (const size of ['phone', 'desktop'] as const) {
    await page.setViewportSize(SCREENS[size]);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expectNoSeriousA11yViolations(page, `${name} at ${size}`);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
}

test('the contact address the master sets is the one the Contact panel and footer show, without a rebuild', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await browser.newPage();
  await masterLogsIn(admin);
  const field = admin.getByRole('textbox', { name: 'Contact email' });
  await expect(field).not.toHaveValue('');
  const before = await field.inputValue();
  const changed = uniqueEmail('desk');

  try {
    // The prerendered page carries no address at all: it cannot be a stale one.
    const html = await (await page.request.get('/Contact')).text();
    expect(html).toContain('Business inquiries');
    expect(html).not.toMatch(/mailto:/);

    await page.setViewportSize(SCREENS.desktop);
    await page.goto('/Contact');
    const panel = page.getByRole('complementary', { name: 'Contact details' });
    const footer = page.getByRole('contentinfo');
    await expect(panel.getByRole('link', { name: before })).toBeVisible();
    await expect(footer.getByRole('link', { name: before })).toBeVisible();

    await setContactEmail(admin, changed);

    await page.reload();
    await expect(panel.getByRole('link', { name: changed })).toHaveAttribute(
      'href',
      `mailto:${changed}`,
    );
    await expect(footer.getByRole('link', { name: changed })).toHaveAttribute(
      'href',
      `mailto:${changed}`,
    );
    await expect(page.getByRole('link', { name: before })).toHaveCount(0);
    // The demo's social links, in the panel and the footer.
    for (const area of [panel, footer]) {
      for (const [name, url] of [
        ['Facebook', 'https://www.facebook.com/selamtopup'],
        ['X', 'https://x.com/selamtopup'],
        ['Instagram', 'https://www.instagram.com/selamtopup'],
        ['YouTube', 'https://www.youtube.com/@selamtopup'],
      ]) {
        await expect(area.getByRole('link', { name, exact: true })).toHaveAttribute('href', url);
      }
    }
    await bothScreens(page, 'contact-changed-address');

    // Another page's footer too, on a fresh load.
    await page.goto('/About');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: changed })).toBeVisible();
  } finally {
    await setContactEmail(admin, before);
    await admin.close();
  }
});

test('the prerendered Contact page holds the places of the live settings: nothing moves when they arrive', async ({
  page,
}) => {
  await page.setViewportSize(SCREENS.phone);
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The settings answer only when told, so the prerendered placeholders show first.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/siteSettings', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/Contact');
  const panel = page.getByRole('complementary', { name: 'Contact details' });
  await expect(panel.getByText('Follow us')).toBeVisible();
  await expect(panel.getByTestId('social-placeholder')).toBeVisible();
  await page.waitForTimeout(1_500); // the rest of the page settles (the form's bot check)
  await page.screenshot({ path: `${SHOTS}/contact-placeholders-phone.png`, fullPage: true });
  const shifted = () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
  const before = await shifted();
  answer();
  await expect(panel.getByRole('link', { name: /@/ })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'YouTube' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await shifted()).toBe(before);
});

test("the Mvm pages carry the training business's name; the dialog's transaction is the receipt mail's", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(SCREENS.desktop);
  await page.goto('/MvmRegistrationFee');
  const name = 'MVM IT Training & Services';
  await expect(page.getByRole('heading', { level: 1, name: 'Course Payment' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`Course Payment | ${name}`);
  await bothScreens(page, 'mvm-course-page');

  const payer = uniqueEmail('mvm-payer');
  const since = Date.now();
  await page.getByRole('textbox', { name: 'Payer Name' }).fill('Abebe Kebede');
  await page.getByRole('combobox', { name: 'Course Name' }).click();
  await page.getByRole('option', { name: 'Python I', exact: true }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('99');
  await page.getByRole('textbox', { name: 'Description' }).fill('Autumn term');
  await page.getByRole('textbox', { name: 'Email for the receipt (optional)' }).fill(payer);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Pay $99.00 USD' })
    .getByRole('button', { name: 'PayPal Sandbox' })
    .click();
  await page
    .getByRole('dialog', { name: /Sandbox wallet/ })
    .getByRole('button', { name: 'Approve' })
    .click();

  const receipt = page.getByRole('dialog', { name: new RegExp(name) });
  await expect(receipt.getByText('Transaction completed')).toBeVisible();
  const shown = /Transaction ID\s*([0-9a-f-]{36})/.exec(await receipt.innerText());
  expect(shown, 'the dialog shows our payment id').not.toBeNull();
  await bothScreens(page, 'mvm-receipt-dialog');

  const mail = await readMail(page, payer, /Your payment receipt/, since);
  expect(mail.text).toContain(`Transaction: ${shown![1]}\n`);
  expect(mail.text.trimEnd().endsWith(name)).toBe(true);
  expect(mail.text).not.toContain('SelamTopup');
});
