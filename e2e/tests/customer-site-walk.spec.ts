// A walk of the customer site as a new visitor and a new customer: every page accessible (axe,
// WCAG 2 A/AA, nothing serious or critical) and without console errors (a page React cannot
// adopt from its prerendered HTML logs error #418), unknown paths answered 404, the storefront
// switch said in words, the wrong-operator reason in sight, lower-case codes taken, the order
// number on the success page. Screenshots of each at both sizes in test-results/screens/site/.
import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  choose,
  chooseTanzaniaOffer,
  expectNoSeriousA11yViolations,
  newCustomer,
  readCode,
  readMail,
  SCREENS,
  solveBotCheck,
  uniqueEmail,
} from './support';

const DEMO_CUSTOMER = { email: 'demo@selamtopup.test', password: 'Demo#2026' };
const DEMO_MASTER_ADMIN = { email: 'admin@selamtopup.test', password: 'Admin#2026' };

/**
 * Console errors and uncaught page errors from now on. A failed request the page expects (a 404
 * of an unknown path or payment) logs "Failed to load resource"; that one is left out.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** The page once its heading is there, nothing is loading and React has adopted it. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('main[inert]')).toHaveCount(0);
}

/** Accessible at both sizes, with a full-page screenshot of each; ends at the desktop size. */
async function walk(page: Page, name: string) {
  for (const size of ['phone', 'desktop'] as const) {
    await page.setViewportSize(SCREENS[size]);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.screenshot({
      path: `../test-results/screens/site/${name}-${size}.png`,
      fullPage: true,
    });
    await expectNoSeriousA11yViolations(page);
  }
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/Login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await solveBotCheck(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('public pages: accessible, no console errors, lower-case paths and query strings adopted, unknown paths 404', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = consoleErrors(page);
  const pages: [string, string][] = [
    ['home', '/'],
    ['about', '/about'],
    ['contact', '/contact'],
    ['signup', '/signup'],
    ['login', '/Login'],
    ['forgot-password', '/ForgotPassword'],
    ['request-topup', '/Requestmobiletopup'],
    ['terms', '/Termsandpolicies'],
    ['mvm-project-fee', '/MvmProjectFee'],
    ['mvm-registration-fee', '/MvmRegistrationFee'],
    ['error-500', '/Error500'],
    ['error-503', '/Error503'],
  ];
  for (const [name, path] of pages) {
    const answer = await page.goto(path);
    expect([path, answer?.status()]).toEqual([path, 200]);
    await settle(page);
    await walk(page, name);
  }

  // An unknown path: the not-found page, answered 404, with its landmark and heading.
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Oops ! The page you requested is not found!' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await walk(page, 'not-found');

  // The Mvm failure page with a query string: adopted without error, showing only our words.
  await page.goto(
    '/MvmProjectFeeSucessFailed?errorMessage=Your%20card%20is%20blocked.%20Call%20%2B1%20555%200100&payerName=Sara%20Haile&amount=20',
  );
  await settle(page);
  await expect(page.getByRole('alert')).toHaveText('Payment could not be processed.');
  await expect(page.getByText(/Call \+1 555/)).toHaveCount(0);
  await expect(page.getByText('Sara Haile')).toBeVisible();
  await walk(page, 'mvm-failed-free-text');
  await page.goto('/MvmProjectFeeSucessFailed?errorMessage=declined');
  await expect(page.getByRole('alert')).toHaveText('The card was declined. Nothing was charged.');

  expect(errors).toEqual([]);
});

test('a new customer: codes typed in lower case, Resend waits its minute, account pages accessible', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = consoleErrors(page);
  const email = uniqueEmail('walker');
  await page.goto('/Signup');
  await page.getByLabel('Full Name').fill('Walk Tester');
  await page.getByLabel('Phone Number').fill('2025550143');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Walk#2026');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Walk#2026');
  await solveBotCheck(page);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  const since = Date.now();
  await page.getByRole('button', { name: 'SignUp' }).click();
  await expect(page).toHaveURL(/\/Verification$/);
  const code = await readCode(page, email, /activation code/, since);

  // Resend waits a minute from the code just mailed, and says so.
  await expect(page.getByRole('button', { name: 'Resend' })).toBeDisabled();
  await expect(page.getByText(/You can ask for a new code in \d+ seconds?\./)).toBeVisible();
  const box = page.getByPlaceholder('Enter 8 Digit code');
  await box.pressSequentially(code.toLowerCase());
  await expect(box).toHaveValue(code);
  await walk(page, 'verification');
  await page.getByRole('button', { name: 'Confirm Code' }).click();
  await expect(page).toHaveURL(/\/Login$/);

  // A reset code, typed as it was pasted in lower case with spaces.
  await page.goto('/ForgotPassword');
  await page.getByLabel('Email').fill(email);
  const resetSince = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/passwordverification$/);
  const resetCode = await readCode(page, email, /password reset/, resetSince);
  await page.getByPlaceholder('Enter 8 Digit code').fill(` ${resetCode.toLowerCase()} `);
  await expect(page.getByPlaceholder('Enter 8 Digit code')).toHaveValue(resetCode);
  await expect(page.getByRole('button', { name: 'Resend' })).toBeDisabled();
  await walk(page, 'password-verification');

  await logIn(page, email, 'Walk#2026');
  for (const [name, path] of [
    ['profile', '/profile'],
    ['change-password', '/Changepassword'],
    ['call-history', '/Calltransaction'],
  ]) {
    await page.goto(path);
    await settle(page);
    await walk(page, name);
  }
  expect(errors).toEqual([]);
});

test('the demo customer: the history names product and operator; Cancelled and the menus are accessible', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await page.goto('/Topuptransaction');
  await settle(page);
  const table = page.getByRole('table', { name: 'Topup transactions' });
  await expect(table.getByText('Cancelled').first()).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(/\+\d+.+ · .+/);
  await walk(page, 'topup-history');
  expect(errors).toEqual([]);
});

test('a card purchase: the success page shows the order number of the receipt mail', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const email = await newCustomer(page);
  await chooseTanzaniaOffer(page, '754123456');
  await walk(page, 'payment');
  const since = Date.now();
  await page.getByRole('button', { name: 'Credit/Debit' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payementSuccess\?/);
  await expect(page.getByText(/Delivered/i)).toBeVisible({ timeout: 30_000 });
  const receipt = await readMail(page, email, /receipt/, since);
  const order = /^Order: (\S+)$/m.exec(receipt.text)![1];
  await expect(page.getByText(order, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy order number' })).toBeVisible();
  await walk(page, 'payment-success');

  await page.goto('/Topuptransaction');
  const row = page.getByRole('row').filter({ hasText: '+255754123456' }).first();
  await expect(row).toContainText(/2,000 TZS[^·]* · Vodacom Tanzania/);
  expect(errors).toEqual([]);
});

test('the Mvm invoice after a card payment is adopted without console errors', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/MvmProjectFee');
  await page.getByRole('textbox', { name: 'Payer Name' }).fill('Sara Haile');
  await page.getByRole('combobox', { name: 'Project type' }).click();
  await page.getByRole('option', { name: 'Kids IT Training', exact: true }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('20');
  await page.getByRole('textbox', { name: 'Description' }).fill('Summer camp');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page
    .getByRole('dialog', { name: 'Pay $20.00 USD' })
    .getByRole('button', { name: 'Pay with Stripe' })
    .click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/MvmProjectFeeSucess\?.*payment=/);
  await expect(page.locator('dl[aria-label="Invoice"]')).toContainText('Sara Haile', {
    timeout: 30_000,
  });
  await walk(page, 'mvm-invoice');
  expect(errors).toEqual([]);
});

test('the wrong-operator reason shows beside the number and the Switch button, in sight on a phone', async ({
  page,
}) => {
  await newCustomer(page);
  await page.setViewportSize(SCREENS.phone);
  await page.goto('/');
  await choose(page, 'Country', 'Tanzania');
  await choose(page, 'Operator', 'Vodacom Tanzania');
  await choose(page, 'Offer', 'Mobile Airtime');
  // 71…: a Yas Tanzania number.
  await page.getByRole('textbox', { name: 'Mobile Number' }).pressSequentially('712345678');
  await choose(page, 'Amount', /^2,000 TZS/);
  await page.getByRole('button', { name: 'Go to Payment' }).click();

  const reason = page.getByRole('alert');
  await expect(reason).toHaveText(/This number belongs to Yas Tanzania/);
  await expect(reason).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Switch to Yas Tanzania' })).toBeInViewport();
  await page.screenshot({ path: '../test-results/screens/site/wrong-operator-phone.png' });
  await page.setViewportSize(SCREENS.desktop);
  await expect(reason).toBeInViewport();
  await page.screenshot({ path: '../test-results/screens/site/wrong-operator-desktop.png' });
});

/** Flips the storefront switch as the demo master admin (through the API, with its CSRF token). */
async function toggleStorefront(browser: Browser): Promise<boolean> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '10.249.0.1' },
  });
  const admin = await context.newPage();
  await admin.goto('/admin/Adminconfigpage');
  await admin.getByLabel('Email').fill(DEMO_MASTER_ADMIN.email);
  await admin.getByLabel('Password', { exact: true }).fill(DEMO_MASTER_ADMIN.password);
  await solveBotCheck(admin);
  await admin.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(admin).not.toHaveURL(/Adminconfigpage$/);
  const { csrfToken } = (await (await admin.request.get('/api/user/token')).json()) as {
    csrfToken: string;
  };
  const answer = await admin.request.post('/api/admin/toggleConfig', {
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(answer.status()).toBe(200);
  const { configWeb } = (await answer.json()) as { configWeb: boolean };
  await context.close();
  return configWeb;
}

test('storefront switched off: the home form and /Payment say so and offer no way to start', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await newCustomer(page);
  await chooseTanzaniaOffer(page, '754123456');
  await expect(page.getByRole('button', { name: 'Credit/Debit' })).toBeVisible();

  expect(await toggleStorefront(browser)).toBe(false);
  try {
    await page.reload();
    await expect(
      page.getByText('Top-ups are paused for a moment; please come back soon'),
    ).toBeVisible();
    await expect(page.getByText('Recipent Number')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Credit/Debit' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/Payment$/);
    await walk(page, 'payment-storefront-off');

    await page.goto('/');
    await expect(
      page.getByText('Top-ups are paused for a moment; please come back soon'),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveCount(0);
    await walk(page, 'home-storefront-off');
  } finally {
    expect(await toggleStorefront(browser)).toBe(true);
  }
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toBeVisible();
});
