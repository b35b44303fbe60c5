import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { choose, expectNoSeriousA11yViolations, newCustomer, readMail, snapshot } from './support';

// Automatic top-ups (docs/specification.md#automatic-top-ups): set up on /Payment with the
// consent, paid on the sandbox page (which saves the card), listed on /Profile, the reminder in
// the dev mailbox, then Skip next and Cancel. The journeys' server runs with a 10-second "day"
// (AUTO_TOPUP_DEMO_DAY_SECONDS, scripts/test.ts): every 7 days is 70 s, the reminder 10 s before.
// A desktop and a phone customer, each in a browser of their own, set theirs up one after the
// other and then wait for their mails together: the waiting is the renewal's, not the screens'.

const DESKTOP = { name: 'desktop', width: 1366, height: 800 } as const;
const PHONE = { name: 'phone', width: 390, height: 844 } as const;
type Screen = typeof DESKTOP | typeof PHONE;

interface Sender {
  page: Page;
  screen: Screen;
  email: string;
  number: string;
  /** On the phone later charges are declined, and the customer is mailed a way to pay by hand. */
  declines: boolean;
  paidAt: number;
}

const payButton = (page: Page) => page.getByRole('button', { name: 'Credit/Debit' });
const schedules = (page: Page) => page.getByRole('region', { name: 'Automatic top-ups' });
const shot = (sender: Sender, name: string) =>
  snapshot(sender.page, `auto-top-up-${name}-${sender.screen.name}`);

async function toPayment(page: Page, number: string) {
  await page.goto('/');
  await choose(page, 'Country', 'Tanzania');
  await choose(page, 'Operator', 'Vodacom Tanzania');
  await choose(page, 'Offer', 'Mobile Airtime');
  await page.getByRole('textbox', { name: 'Mobile Number' }).pressSequentially(number);
  await choose(page, 'Amount', /^2,000 TZS/);
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await expect(page).toHaveURL(/\/Payment$/);
}

/** Sets a schedule up every 7 days, pays on the sandbox page and finds it on /Profile. */
async function setUp(page: Page, screen: Screen): Promise<Sender> {
  const declines = screen === PHONE;
  const sender: Sender = {
    page,
    screen,
    email: await newCustomer(page),
    number: declines ? '754111333' : '754111222',
    declines,
    paidAt: 0,
  };
  await toPayment(page, sender.number);
  // A number new to the customer: confirmed first (docs/specification.md#wrong-number-guard).
  await page.getByRole('checkbox', { name: 'Yes, this is the right number' }).check();

  // The choice: card only, and the card button waits for the consent.
  const repeat = page.getByRole('group', { name: 'Repeat automatically' });
  await repeat.getByRole('radio', { name: 'Every 7 days' }).check();
  const consent = page.getByRole('checkbox', {
    name: /Save my card and charge it \$[\d.]+ every 7 days/,
  });
  await expect(consent).toBeVisible();
  await expect(payButton(page)).toBeDisabled();
  await expect(page.getByText('Tick the box above to save your card')).toBeVisible();
  await expect(page.getByRole('button', { name: /PayPal/i })).toHaveCount(0);
  await consent.check();
  await expect(payButton(page)).toBeEnabled();
  await shot(sender, 'payment');
  await expectNoSeriousA11yViolations(page);

  // The sandbox page saves the card, and says how later charges will answer.
  await payButton(page).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText('This payment saves the card for automatic top-ups')).toBeVisible();
  await page.getByLabel('Later automatic charges').selectOption(declines ? 'declines' : 'succeeds');
  sender.paidAt = Date.now();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payementSuccess\?/);
  await expect(page.getByText(/Delivered/i).first()).toBeVisible({ timeout: 30_000 });

  // /Profile: the schedule with its next date and amount, and the saved card.
  await page.goto('/Profile');
  const row = schedules(page).getByTestId('auto-top-up');
  await expect(row).toContainText('Every 7 days', { timeout: 20_000 });
  await expect(row).toContainText(/Next: .*\$[\d.]+/, { timeout: 20_000 });
  await expect(schedules(page)).toContainText(
    `Saved card: Visa ending ${declines ? '0341' : '4242'}`,
  );
  await shot(sender, 'profile');
  await expectNoSeriousA11yViolations(page);
  return sender;
}

/** The reminder, a "day" (10 s) before the charge: what, to whom, how much, how to skip. */
async function readReminder(sender: Sender) {
  const reminder = await readMail(
    sender.page,
    sender.email,
    /Automatic top-up for .* coming up/,
    sender.paidAt,
    90_000,
  );
  expect(reminder.text).toContain(`+255${sender.number}`);
  expect(reminder.text).toMatch(/Amount: [\d.]+ USD/);
  expect(reminder.text).toContain('/Profile#auto-top-ups');
}

/**
 * A declined renewal (the first, 70 s after the payment) reaches the customer with a link to pay
 * that top-up by hand: /Payment opens with it, ready to pay by card.
 */
async function payDeclinedByHand(sender: Sender) {
  const { page } = sender;
  const failed = await readMail(
    page,
    sender.email,
    /Automatic top-up for .* not charged/,
    sender.paidAt,
    120_000,
  );
  expect(failed.text).toContain('your card was declined');
  const link = /pay it here: (\S+)/.exec(failed.text)![1];
  expect(link).toContain('/Payment?');
  await page.goto(link);
  await expect(page.getByText(`+255${sender.number}`).first()).toBeVisible();
  await expect(payButton(page)).toBeEnabled();
  await shot(sender, 'pay-by-hand');
}

/** Skip next moves the next date on by an interval; Cancel, confirmed in a dialog, ends it. */
async function skipAndCancel(sender: Sender) {
  const { page } = sender;
  await page.goto('/Profile');
  const section = schedules(page);
  const row = section.getByTestId('auto-top-up');
  await expect(row).toContainText(/Next: /);
  const before = await row.textContent();
  await section.getByRole('button', { name: 'Skip next' }).click();
  await expect(row).not.toHaveText(before ?? '');
  await shot(sender, 'skipped');

  await section.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this automatic top-up?' });
  await dialog.getByRole('button', { name: 'Cancel it' }).click();
  await expect(row).toContainText('Cancelled');
  await expect(section.getByRole('button', { name: 'Skip next' })).toHaveCount(0);
  await shot(sender, 'cancelled');
}

test.use({ viewport: { width: DESKTOP.width, height: DESKTOP.height } });

test('automatic top-ups on a desktop (the reminder) and a phone (a declined renewal paid by hand), each skipped and cancelled', async ({
  page,
  browser,
  baseURL,
  clientIp,
}) => {
  test.setTimeout(300_000);
  // The phone is another visitor: a browser of its own, from an address of its own.
  const phoneContext = await browser.newContext({
    baseURL,
    viewport: { width: PHONE.width, height: PHONE.height },
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp.replace(/^10\./, '11.') },
  });
  try {
    const desktop = await setUp(page, DESKTOP);
    const phone = await setUp(await phoneContext.newPage(), PHONE);
    await Promise.all([readReminder(desktop), payDeclinedByHand(phone)]);
    await skipAndCancel(desktop);
    await skipAndCancel(phone);
  } finally {
    await phoneContext.close();
  }
});
