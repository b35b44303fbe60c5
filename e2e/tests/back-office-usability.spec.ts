import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectNoSeriousA11yViolations,
  logInHere,
  logInToBackOffice,
  MASTER_ADMIN as MASTER,
  OPS_ADMIN as OPS,
  SCREENS,
  type ScreenName,
  solveBotCheck,
} from './support';

const SHOTS = '../test-results/screens/back-office-usability';

/** Counts the address changes and API calls the page makes from now on. */
function countTraffic(page: Page) {
  const counts = { navigations: 0, api: 0 };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) counts.navigations++;
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) counts.api++;
  });
  return counts;
}

/** Opens `path` in a fresh tab of the same browser (its session), counting what it does. */
async function openCounting(page: Page, path: string) {
  const tab = await page.context().newPage();
  const counts = countTraffic(tab);
  await tab.goto(path);
  await expect(tab.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  // Long enough for a loop to show itself (it made ~50 address changes a second).
  await tab.waitForTimeout(2_000);
  expect(counts.navigations, `address changes after opening ${path}`).toBeLessThanOrEqual(6);
  expect(counts.api, `API calls after opening ${path}`).toBeLessThanOrEqual(6);
  await expect(tab).toHaveURL(/\/admin\/Adminconfigpage$/);
  expect(await tab.evaluate(() => history.length)).toBeLessThanOrEqual(3);
  // The login page alone: no menu of the back office around it.
  await expect(tab.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
  return tab;
}

test.describe('back office, logged out', () => {
  test('a link opened after logout shows the login once and leads to its page after login', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(SCREENS.desktop);
    await logInToBackOffice(page, OPS);
    await expect(page).toHaveURL(/\/admin\/Admintransactionhistory$/);
    await page.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/admin\/transactions\/[0-9a-f-]+\/show$/);
    const orderPath = new URL(page.url()).pathname;
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/Adminconfigpage$/);

    for (const path of ['/admin/nope', '/admin/Userinformation']) {
      await (await openCounting(page, path)).close();
    }
    const tab = await openCounting(page, orderPath);
    await tab.screenshot({ path: `${SHOTS}/login-after-link.png` });
    await logInHere(tab, OPS);
    await expect(tab).toHaveURL(new RegExp(`${orderPath}$`));
    await expect(tab.getByRole('heading', { name: /^Order / })).toBeVisible();
  });

  test('a session the server ended sends to the login once, then back to the page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logInToBackOffice(page, MASTER);
    await expect(page).toHaveURL(/\/admin\/getadmins$/);
    // The session ends on the server (expired, or logged out elsewhere); the browser still
    // believes it is logged in.
    await page.context().clearCookies();
    const counts = countTraffic(page);
    await page.goto('/admin/Admintransactionhistory?x=1');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(counts.navigations).toBeLessThanOrEqual(6);
    expect(counts.api).toBeLessThanOrEqual(8);
    await expect(page).toHaveURL(/\/admin\/Adminconfigpage$/);
    await logInHere(page, MASTER);
    await expect(page).toHaveURL(/\/admin\/Admintransactionhistory\?x=1$/);
  });
});

/**
 * The page as it loads at `size` (a reload, as on that device: the menu is a closed drawer on a
 * phone, where a desktop's open menu would cover the page as an open drawer). A page at that
 * size already is left as it is: every caller here opened it at that size (`visit` after
 * `checkBothSizes` put the desktop size back), and a reload would draw the same page again, about
 * a second and a half of Chromium's time on a slow machine (docs/testing.md).
 */
async function atSize(page: Page, size: ScreenName) {
  const now = page.viewportSize();
  if (now?.width === SCREENS[size].width && now.height === SCREENS[size].height) return;
  await page.setViewportSize(SCREENS[size]);
  await page.reload();
}

/** Shows the page at both sizes: no serious accessibility finding, a screenshot of each. */
async function checkBothSizes(page: Page, name: string, ready: () => Promise<void>) {
  for (const size of ['desktop', 'phone'] as ScreenName[]) {
    await atSize(page, size);
    await ready();
    // Layouts follow the new width on the next frames; MUI's transitions end within 300 ms.
    await page.waitForTimeout(400);
    await expectNoSeriousA11yViolations(page, `${name} at ${size}`);
    await page.screenshot({ path: `${SHOTS}/${size}-${name}.png`, fullPage: true });
  }
  await page.setViewportSize(SCREENS.desktop);
}

/** Opens `path` and waits for its heading. */
async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
}

test.describe('back office walk', () => {
  test('every screen of an ordinary admin passes axe at both sizes, in the brand colours', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/admin/Adminconfigpage');
    await checkBothSizes(page, 'login', () =>
      expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible(),
    );
    await logInHere(page, OPS);
    await expect(page).toHaveURL(/\/admin\/Admintransactionhistory$/);

    // The app bar wears the brand green, not react-admin's blue.
    const bar = page.locator('header').first();
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(11, 122, 75)',
    );
    // The account menu is named by the name it shows.
    await expect(page.getByRole('button', { name: 'Ops Admin', exact: true })).toBeVisible();

    const screens: [string, string, string | RegExp][] = [
      ['dashboard', '/admin/', 'SelamTopup back office'],
      ['transactions', '/admin/Admintransactionhistory', 'Transaction History'],
      ['clients', '/admin/Userinformation', 'List Of Clients'],
      ['mvm-payments', '/admin/mvm-payments', 'Mvm Payments'],
      ['settings', '/admin/Configfilemanagement', 'Config File Management'],
      ['build', '/admin/Buildmanagement', 'Build Offers Management'],
      ['profile', '/admin/Updateadmin', 'Personal Information'],
      ['password', '/admin/Adminchangepassword', 'Change Password'],
    ];
    for (const [name, path, heading] of screens) {
      await visit(page, path, heading);
      await checkBothSizes(page, name, () =>
        expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible(),
      );
    }
    // The dashboard's tab says the name once.
    await visit(page, '/admin/', 'SelamTopup back office');
    await expect(page).toHaveTitle('SelamTopup back office');

    await visit(page, '/admin/Admintransactionhistory', 'Transaction History');
    await page.getByRole('row').nth(1).click();
    await expect(page.getByRole('heading', { name: /^Order / })).toBeVisible();
    await checkBothSizes(page, 'order', () =>
      expect(page.getByRole('heading', { name: /^Order / })).toBeVisible(),
    );
  });

  test('every screen of a master admin passes axe at both sizes', async ({ page }) => {
    test.setTimeout(240_000);
    await logInToBackOffice(page, MASTER);
    await expect(page).toHaveURL(/\/admin\/getadmins$/);
    const screens: [string, string, string][] = [
      ['admins', '/admin/getadmins', 'List of Admins'],
      ['audit-log', '/admin/audit-log', 'Audit log'],
      ['create-admin', '/admin/createadmin', 'Create Admin'],
      ['contact-email', '/admin/Changecontactemail', 'Change Contact email'],
    ];
    for (const [name, path, heading] of screens) {
      await visit(page, path, heading);
      await checkBothSizes(page, name, () =>
        expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible(),
      );
    }
  });
});

test.describe('back office screens', () => {
  test('admins list, storefront switch, filters, pager and profile say plainly what they do', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await logInToBackOffice(page, MASTER);
    await expect(page).toHaveURL(/\/admin\/getadmins$/);

    // Who is a master; no Delete on one's own row.
    const own = page.getByRole('row').filter({ hasText: MASTER.email });
    await expect(own).toContainText('Master admin');
    await expect(own).toContainText('You');
    await expect(own.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    const ops = page.getByRole('row').filter({ hasText: OPS.email });
    await expect(ops.getByRole('button', { name: `Delete ${OPS.email}` })).toBeVisible();
    await expect(ops).toContainText('Admin');

    // A page size larger than the list: shown capped, kept as chosen.
    // The list's total first: until it is there, the field follows the list and a figure typed
    // earlier is replaced when the total arrives (a loaded CI machine once lost the 50 so).
    const total = Number((await page.getByText(/ in total$/).textContent())!.split(' ')[0]);
    const perPage = page.getByLabel('Items per page');
    await perPage.fill('50');
    await perPage.press('Enter');
    await expect(perPage).toHaveValue(String(Math.min(50, total)));
    // react-admin puts the new size in the address a moment after Enter (batched), and in its
    // store (localStorage) once the list has rendered that address: a page left before then
    // loses the choice (the field shows the capped figure either way), so the store is awaited.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.entries(localStorage)
            .filter(([key]) => key.includes('admins.listParams'))
            .map(([, value]) => value)
            .join(),
        ),
      )
      .toContain('"perPage":50');
    await visit(page, '/admin/Userinformation', 'List Of Clients');
    await visit(page, '/admin/getadmins', 'List of Admins');
    // Back on the list, the choice comes back from the store into the address and the field.
    await expect(page).toHaveURL(/[?&]perPage=50(&|$)/);
    await expect(perPage).toHaveValue(String(Math.min(50, total)));

    // The storefront switch asks, saying what it does to sales; No leaves it on.
    await visit(page, '/admin/Configfilemanagement', 'Config File Management');
    for (const size of ['desktop', 'phone'] as ScreenName[]) {
      await atSize(page, size);
      await page.getByRole('switch').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('This stops all sales');
      await page.waitForTimeout(300);
      await expectNoSeriousA11yViolations(page, `storefront question at ${size}`);
      await page.screenshot({ path: `${SHOTS}/${size}-storefront-question.png` });
      await dialog.getByRole('button', { name: 'No' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText('The server configuration has been Enabled')).toBeVisible();
    }

    // A 2-character search and reversed dates say what is wrong.
    await visit(page, '/admin/Admintransactionhistory', 'Transaction History');
    await page.getByPlaceholder('Search').fill('ab');
    await expect(page.getByText('The search needs at least 3 characters.')).toBeVisible();
    await expect(page.getByText('No transactions available')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/desktop-short-search.png` });
    await page.getByPlaceholder('Search').fill('');
    await page.getByLabel('Submitted from').fill('2026-03-31');
    await page.getByLabel('Submitted to').fill('2026-03-01');
    await expect(
      page.getByText('The "Submitted from" date is after the "Submitted to" date.'),
    ).toBeVisible();

    // On a phone the pager is one line and the header keeps the path.
    await visit(page, '/admin/Admintransactionhistory', 'Transaction History');
    await atSize(page, 'phone');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    const box = (await pager.boundingBox())!;
    expect(box.height).toBeLessThan(50);
    await expect(page.getByTestId('current-path')).toHaveText('/Admintransactionhistory');
    await page.screenshot({ path: `${SHOTS}/phone-pager.png`, fullPage: true });
    await atSize(page, 'desktop');

    // A new name shows in the header at once (then the old one comes back).
    await expect(page.getByRole('button', { name: 'Master Admin', exact: true })).toBeVisible();
    for (const name of ['Master Renamed', 'Master Admin']) {
      await visit(page, '/admin/Updateadmin', 'Personal Information');
      await page.getByLabel('Full Name').fill(name);
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('admin updated is successfully!')).toBeVisible();
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
  });

  test('too many login attempts say how long to wait', async ({ page }) => {
    await page.goto('/admin/Adminconfigpage');
    // Five refused attempts from this address (the limit is five a minute), then a sixth by hand.
    const { csrfToken } = (await (await page.request.get('/api/user/token')).json()) as {
      csrfToken: string;
    };
    for (let i = 0; i < 5; i++) {
      await page.request.post('/api/admin/login', {
        headers: { 'x-csrf-token': csrfToken },
        data: { email: OPS.email, password: 'wrong', altcha: 'none' },
      });
    }
    await page.getByLabel('Email').fill(OPS.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await solveBotCheck(page);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(
      page.getByText(
        /^Too many requests, please try again later\. Try again in (\d+ seconds|1 minute)\.$/,
      ),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-login-too-many.png` });
  });
});
