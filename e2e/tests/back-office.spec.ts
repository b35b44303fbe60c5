import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseTanzaniaOffer, snapshot, solveBotCheck, uniqueEmail } from './support';

// The demo logins `npm start` and the browser-test database are seeded with.
const MASTER = { email: 'admin@selamtopup.test', password: 'Admin#2026' };
const OPS = { email: 'ops@selamtopup.test', password: 'Ops#2026x' };
const CUSTOMER = { email: 'demo@selamtopup.test', password: 'Demo#2026' };
const NEW_ADMIN_PASSWORD = 'Ops#2026new';

async function adminLogin(page: Page, email: string, password: string) {
  await page.goto('/admin/Adminconfigpage');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await expect(login).toBeDisabled();
  await solveBotCheck(page);
  await login.click();
}

/** Creates an ordinary admin through the master's Create Admin screen; answers the e-mail. */
async function createAdmin(page: Page, fullname: string): Promise<string> {
  const email = uniqueEmail('ops');
  await page.goto('/admin/createadmin');
  await page.getByLabel('Full Name').fill(fullname);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('new Admin has been created successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/admin\/getAdmins$/);
  return email;
}

test.describe('back office', () => {
  test('master admin: lands on the admin list, creates an admin, deletes one', async ({ page }) => {
    test.setTimeout(120_000);
    await adminLogin(page, MASTER.email, MASTER.password);
    await expect(page).toHaveURL(/\/admin\/getadmins$/);
    await expect(page.getByText(MASTER.email).first()).toBeVisible();

    const keep = await createAdmin(page, 'Kept Admin');
    const gone = await createAdmin(page, 'Gone Admin');
    await expect(page.getByText(keep)).toBeVisible();
    await snapshot(page, 'admin-list');

    await page.getByRole('button', { name: `Delete ${gone}` }).click();
    await expect(page.getByText('Are you sure you want to delete this Admin?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(gone)).toHaveCount(0);
    await expect(page.getByText(keep)).toBeVisible();

    // The dashboard: figures and charts of the orders.
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page.getByText('Success rate')).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await snapshot(page, 'admin-dashboard');

    // The queue dashboard opens from the menu, behind the same admin session.
    await page.getByRole('menuitem', { name: 'Queues' }).click();
    await expect(page).toHaveURL(/\/admin\/queues/);
    await expect(page.getByText('fulfilment').first()).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    await snapshot(page, 'admin-queues');

    // The audit log shows what just happened.
    await page.goto('/admin/audit-log');
    await expect(page.getByText(`${gone}`).first()).toBeVisible();
    await snapshot(page, 'audit-log');
  });

  test('admin: transactions, order page, CSV, storefront switch, offer build, profile and password', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    // A new ordinary admin, made by the master through the screens.
    await adminLogin(page, MASTER.email, MASTER.password);
    await expect(page).toHaveURL(/\/admin\/getadmins$/);
    const email = await createAdmin(page, 'Ops Tester');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/Adminconfigpage$/);

    await adminLogin(page, email, NEW_ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/Admintransactionhistory$/);
    // Storefront off: a customer's purchase ends on the maintenance page; then on again.
    await page.goto('/admin/Configfilemanagement');
    await expect(page.getByText('The server configuration has been Enabled')).toBeVisible();
    await page.getByLabel('ON', { exact: true }).click();
    await page.getByRole('button', { name: 'Yes, stop all sales' }).click();
    await expect(page.getByText('The server configuration has been Disabled')).toBeVisible();
    await snapshot(page, 'admin-config-off');

    const customerContext = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': '10.250.0.1' },
    });
    const customer = await customerContext.newPage();
    await customer.goto('/Login');
    await customer.getByLabel('Email').fill(CUSTOMER.email);
    await customer.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await solveBotCheck(customer);
    await customer.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(customer).toHaveURL(/\/$/);
    // The home page says so before anything is filled in.
    await expect(
      customer.getByText('Top-ups are paused for a moment; please come back soon'),
    ).toBeVisible();
    await expect(customer.getByRole('combobox', { name: 'Country', exact: true })).toHaveCount(0);
    await snapshot(customer, 'storefront-closed');

    await page.getByLabel('OFF', { exact: true }).click();
    await page.getByRole('button', { name: 'Yes, reopen sales' }).click();
    await expect(page.getByText('The server configuration has been Enabled')).toBeVisible();
    await chooseTanzaniaOffer(customer, '754123456');
    await customer
      .getByRole('button', { name: /Credit\/Debit|Pay with/ })
      .first()
      .click();
    await expect(customer).toHaveURL(/\/sandbox\/checkout\//);
    await customerContext.close();
    // The customer stopped at the card page: an order waits for payment.
    await page.goto('/admin/Admintransactionhistory');

    await expect(page.getByRole('columnheader', { name: 'Transaction ID' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Transaction Status' })).toBeVisible();
    await expect(page.getByText('Delivered').first()).toBeVisible();
    await snapshot(page, 'admin-transactions');

    // Filter: refunded orders only; every row says so in words.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Refunded' }).click();
    await expect(page.getByRole('row').nth(1)).toContainText('Refunded');
    await expect(page.getByRole('row').filter({ hasText: 'Delivered' })).toHaveCount(0);
    // A search that finds nothing.
    await page.getByPlaceholder('Search').fill('no-such-order-anywhere');
    await expect(page.getByText('No transactions available')).toBeVisible();
    await page.getByPlaceholder('Search').fill('');
    await expect(page.getByRole('row').nth(1)).toContainText('Refunded');

    // The CSV honours the filter.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /CSV/ }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe('transactions.csv');
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text.split('\n')[0]).toContain('Transaction ID');
    expect(text).toContain('Refunded');
    expect(text).not.toContain('Delivered');

    // The order page of the order the customer left unpaid: its timeline, and "Check now",
    // which asks first and then says what the gateway answered.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Waiting for payment' }).click();
    await expect(page.getByRole('row').nth(1)).toContainText('+255754123456');
    await page.getByRole('row').nth(1).click();
    await expect(page.getByRole('heading', { name: /^Order / })).toBeVisible();
    await expect(page.getByText('checkout started')).toBeVisible();
    await snapshot(page, 'admin-order-page');
    await page.getByRole('button', { name: 'Check now' }).click();
    await expect(
      page.getByText('Check this order now with the payment gateway and the top-up provider?'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(/^Not paid/)).toBeVisible();
    await expect(page.getByText(/admin:/).first()).toBeVisible();

    // Offer build to its popup.
    await page.goto('/admin/Buildmanagement');
    await page
      .getByRole('button', { name: /update/i })
      .first()
      .click();
    await expect(page.getByText('Successfully Update for SelamTopup Offers')).toBeVisible({
      timeout: 60_000,
    });
    await snapshot(page, 'admin-build');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Successfully Update for SelamTopup Offers')).toHaveCount(0);

    // Profile, then password.
    await page.goto('/admin/updateadmin');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Full Name').fill('Ops Renamed');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('admin updated is successfully!')).toBeVisible();

    await page.goto('/admin/Adminchangepassword');
    await page.getByLabel('Existing Password').fill('Wrong#2026x');
    await page.getByLabel('New Password', { exact: true }).fill('Ops#2026newer');
    await page.getByLabel('Confirm Password').fill('Ops#2026newer');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Invalid Old Password')).toBeVisible();
    await page.getByLabel('Existing Password').fill(NEW_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(/updated successfully/i)).toBeVisible();
    await snapshot(page, 'admin-password');

    // The new password works; the old one does not.
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await adminLogin(page, email, 'Ops#2026newer');
    await expect(page).toHaveURL(/\/admin\/Admintransactionhistory$/);
  });

  test('on a phone: transactions as stacked rows, the order page readable', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    // The demo ordinary admin: the master's logins stay well under its 5 a minute.
    await adminLogin(page, OPS.email, OPS.password);
    await expect(page).toHaveURL(/\/admin\/Admintransactionhistory$/);
    await expect(page.getByText(/USD · /).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await snapshot(page, 'admin-transactions-phone');
    await page
      .getByText(/USD · /)
      .first()
      .click();
    await expect(page.getByRole('heading', { name: /^Order / })).toBeVisible();
    await expect(page.getByText('Transaction Status')).toBeVisible();
    await snapshot(page, 'admin-order-phone');
  });
});
