import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expect, test } from './fixtures';
import {
  expectNoSeriousA11yViolations,
  SCREENS,
  type ScreenName,
  screensOf,
  sidewaysScrollers,
  solveBotCheck,
  uniqueEmail,
} from './support';

// The demo master login the browser-test database is seeded with.
const MASTER = { email: 'admin@selamtopup.test', password: 'Admin#2026' };
const PASSWORD = 'Twostep#2026';

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/admin/Adminconfigpage');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await solveBotCheck(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function createAdmin(page: Page, fullname: string): Promise<string> {
  const email = uniqueEmail('twostep');
  await page.goto('/admin/createadmin');
  await page.getByLabel('Full Name').fill(fullname);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('new Admin has been created successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/admin\/getAdmins$/);
  return email;
}

/**
 * A back-office page (menu and all) at `size` as it loads there: a reload, so a phone gets the
 * menu as a closed drawer. `ready` brings the screen back to the state to show.
 */
async function shotAt(page: Page, size: ScreenName, name: string, ready: () => Promise<void>) {
  await page.setViewportSize(SCREENS[size]);
  await page.reload();
  await ready();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `../test-results/screens/${size}/${name}.png`, fullPage: true });
  expect(await sidewaysScrollers(page), `${name} at ${size}`).toEqual([]);
}

const step = () => Math.floor(Date.now() / 30_000);

/**
 * The code the admin's authenticator app shows, from the key the enrolment screen shows as text
 * (as a person types it into the app). A code of a step already used is refused (no replay): while
 * the clock is still in that step, this is the code of the next one, as an app whose clock runs
 * up to 30 s ahead shows it, which the server takes inside its drift window
 * (docs/decisions.md#clock-drift-window) — instead of waiting up to 30 s for the next step.
 */
function appCode(secret: string, after = -1): string {
  if (step() > after) return generateSync({ secret });
  return generateSync({ secret, epoch: (after + 1) * 30 });
}

/** Reads the key off the setup screen, turns the second factor on; answers key, step, codes. */
async function setUpAuthenticator(page: Page) {
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByLabel('Key').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const used = step();
  await page.getByLabel('Authentication code').fill(appCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recovery = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  return { secret, used, recovery };
}

test.describe('admin two-step verification', () => {
  test('an admin enrols from the profile, then cannot log in without the code', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // The master works in a browser of their own (its own address: 5 logins a minute per IP).
    const masterContext = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': '10.251.0.1' },
    });
    const master = await masterContext.newPage();
    await passwordStep(master, MASTER.email, MASTER.password);
    await expect(master).toHaveURL(/\/admin\/getadmins$/);
    const email = await createAdmin(master, 'Two Step');

    // The new admin turns it on from the profile.
    await passwordStep(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/admin\/Admintransactionhistory$/);
    await page.goto('/admin/updateadmin');
    const section = page.getByRole('region', { name: 'Two-step verification' });
    const openSetup = async () => {
      await expect(section.getByText(/Two-step verification is off/)).toBeVisible();
      await section.getByRole('button', { name: 'Set up' }).click();
      await expect(section.getByLabel('Key')).toBeVisible();
    };
    await shotAt(page, 'desktop', 'admin-totp-setup', openSetup);
    await expectNoSeriousA11yViolations(page, 'profile two-step setup');
    // On a phone: setting up again replaces the key not yet confirmed.
    await shotAt(page, 'phone', 'admin-totp-setup', openSetup);
    const { secret, used, recovery } = await setUpAuthenticator(page);
    await page.waitForTimeout(400);
    await page.screenshot({
      path: '../test-results/screens/phone/admin-totp-recovery-codes.png',
      fullPage: true,
    });
    await page.setViewportSize(SCREENS.desktop);
    await page.reload();
    await expect(section.getByText(/Two-step verification is on since/)).toBeVisible();
    await expect(section.getByText('Recovery codes left: 10')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    // The password alone does not get in: the code step, and no back office behind it.
    await passwordStep(page, email, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await screensOf(page, 'admin-login-code-step');
    await expectNoSeriousA11yViolations(page, 'login code step');
    await page.goto('/admin/Admintransactionhistory');
    await expect(page).toHaveURL(/\/admin\/Adminconfigpage$/);
    const me = await page.request.get('/api/admin/me');
    expect(me.status()).toBe(401);

    // A wrong code is refused; the app's code gets in.
    await passwordStep(page, email, PASSWORD);
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Invalid authentication code')).toBeVisible();
    await page.getByLabel('Authentication code').fill(appCode(secret, used));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/Admintransactionhistory$/);
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    // On a phone, with a recovery code (the phone with the app is lost).
    await page.setViewportSize({ width: 390, height: 844 });
    await passwordStep(page, email, PASSWORD);
    await page.getByLabel('Authentication code').fill(recovery[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/Admintransactionhistory$/);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A master resets it: the admin logs in with the password alone again.
    await master.goto('/admin/getadmins');
    await master.getByPlaceholder('Search').fill(email);
    await master.getByRole('button', { name: `Reset 2FA of ${email}` }).click();
    await master.getByRole('button', { name: 'Yes' }).click();
    await expect(master.getByText('Two-step verification has been reset')).toBeVisible();
    await masterContext.close();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await passwordStep(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/admin\/Admintransactionhistory$/);
  });

  test('when a master requires it, an admin without it sets it up at login', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // The master keeps a session open throughout: sessions already open carry on under the
    // rule, and the master (not enrolled either) would be led to enrol at a new login.
    const masterContext = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': '10.251.0.2' },
    });
    const master = await masterContext.newPage();
    await passwordStep(master, MASTER.email, MASTER.password);
    await expect(master).toHaveURL(/\/admin\/getadmins$/);
    const email = await createAdmin(master, 'Must Enrol');
    const rule = master.getByRole('switch', {
      name: 'Require two-step verification for every admin',
    });
    try {
      // The switch stays disabled until the rule's current value has loaded.
      await expect(rule).toBeEnabled();
      await rule.check();
      await expect(rule).toBeChecked();
      for (const size of ['phone', 'desktop'] as const)
        await shotAt(master, size, 'admin-totp-rule', () => expect(rule).toBeChecked());
      await passwordStep(page, email, PASSWORD);
      await expect(
        page.getByText(
          'A master admin requires two-step verification for every admin: set up an authenticator app to log in.',
        ),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Set up the authenticator app' }).click();
      await expect(page.getByLabel('Key')).toBeVisible();
      await screensOf(page, 'admin-login-enrol-step');
      await setUpAuthenticator(page);
      await screensOf(page, 'admin-login-recovery-codes');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/admin\/Admintransactionhistory$/);
    } finally {
      // The rule is the whole site's: the other journeys log in without a second factor.
      // (The switch is disabled while a save runs.)
      await expect(rule).toBeEnabled();
      await rule.uncheck();
      await expect(rule).not.toBeChecked();
      await masterContext.close();
    }
  });
});
