import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { solvedBotCheck } from '@selamtopup/test-kit/bot-check';

/** Screenshots of each screen go to test-results/ (not committed) for a person to look at. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `../test-results/screens/${name}.png`, fullPage: true });
}

/** Fails the test on any request to a host other than the app's own (no page loads the internet). */
export function forbidOutsideHosts(page: Page, baseURL: string): string[] {
  const outside: string[] = [];
  const own = new URL(baseURL).host;
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (['http:', 'https:'].includes(url.protocol) && url.host !== own) outside.push(req.url());
  });
  return outside;
}

interface DevMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest mail to `to` whose subject matches, from the dev mailbox (waits for the worker). */
export async function readMail(
  page: Page,
  to: string,
  subject: RegExp,
  since: number,
  /** How long to wait for it: longer for mails a schedule or a time limit sends. */
  waitMs = 20_000,
): Promise<DevMail> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const res = await page.request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
    const mails = ((await res.json()) as DevMail[]).filter(
      (m) => subject.test(m.subject) && Date.parse(m.createdAt) >= since - 1000,
    );
    if (mails.length) return mails[0];
    await page.waitForTimeout(250);
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}

/** The 8-character code of a code mail. */
export async function readCode(
  page: Page,
  to: string,
  subject: RegExp,
  since: number,
): Promise<string> {
  const mail = await readMail(page, to, subject, since);
  return /\b([A-HJ-NP-Z2-9]{8})\b/.exec(mail.text)![1];
}

/** Solves the ALTCHA widget on the page by clicking its label, as a person does. */
/** The bot check's own words (altcha's translations), in English unless a page's language says. */
export interface BotCheckWords {
  label: string;
  verified: string;
}

export async function solveBotCheck(
  page: Page,
  nth = 0,
  words: BotCheckWords = { label: "I'm not a robot", verified: 'Verified' },
): Promise<void> {
  const widget = page.locator('altcha-widget').nth(nth);
  await widget.getByText(words.label).click();
  await expect(widget.getByText(words.verified, { exact: true })).toBeVisible();
}

let counter = 0;
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${process.pid}-${++counter}@example.com`;

/** Picks an option of one of the home form's lists, as a person does. */
export async function choose(page: Page, field: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page
    .getByRole('listbox', { name: field, exact: true })
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .click();
}

/**
 * The home form filled for a Tanzanian airtime top-up, then Go to Payment; `landsOn` is where
 * that ends (/Payment, or /Error503 when the storefront is switched off).
 */
export async function chooseTanzaniaOffer(page: Page, number: string, landsOn = /\/Payment$/) {
  await page.goto('/');
  await choose(page, 'Country', 'Tanzania');
  await choose(page, 'Operator', 'Vodacom Tanzania');
  await choose(page, 'Offer', 'Mobile Airtime');
  await page.getByRole('textbox', { name: 'Mobile Number' }).pressSequentially(number);
  await choose(page, 'Amount', /^2,000 TZS/);
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await expect(page).toHaveURL(landsOn);
  if (landsOn.test('/Payment')) await confirmNumberIfAsked(page);
}

/**
 * /Payment's wrong-number check (docs/specification.md#wrong-number-guard): a number
 * new to the customer must be confirmed before paying; ticks it when the page asks. Waits for
 * the page to settle: either the question or a pay button that works.
 */
export async function confirmNumberIfAsked(page: Page) {
  const confirm = page.getByRole('checkbox', { name: 'Yes, this is the right number' });
  const payable = page.getByRole('button', { name: 'Credit/Debit' }).and(page.locator(':enabled'));
  await expect(confirm.or(payable).first()).toBeVisible();
  if ((await confirm.isVisible()) && !(await confirm.isChecked())) await confirm.check();
}

/**
 * Pays on the sandbox's card checkout from /Payment: a number new to the customer is confirmed
 * first (docs/specification.md#wrong-number-guard), as a person does before the button enables.
 */
export async function payOnSandbox(page: Page) {
  await confirmNumberIfAsked(page);
  await page
    .getByRole('button', { name: /Credit\/Debit|Pay with/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/**
 * A fresh customer, logged in, on /. Made through the API the way the sign-up and login screens
 * call it (the screens themselves are the account journey's and screens.spec.ts's subject), which
 * keeps the journeys on what they test and spares a browser render of four screens per customer.
 * With `atStep`, made through the screens instead, `atStep` running on /Verification and on /Login
 * once the account exists (e.g. for screenshots).
 */
export async function newCustomer(
  page: Page,
  atStep?: (step: 'verification' | 'login') => Promise<void>,
): Promise<string> {
  if (atStep) return newCustomerOnScreens(page, atStep);
  const email = uniqueEmail('buyer');
  const password = 'Buyer#2026';
  await page.goto('/');
  const since = Date.now();
  await callApi(page, '/api/user/sendActivationCode', { email, altcha: await botCheck(page) });
  const code = await readCode(page, email, /activation code/, since);
  await callApi(page, '/api/user/verifyActivationCode', { email, activationCode: code });
  await callApi(page, '/api/user/createuser', {
    fullname: 'Buyer Test',
    telephone: '+12025550143',
    email,
    password,
    code,
  });
  const { user } = (await callApi(page, '/api/user/loginUser', {
    email,
    password,
    altcha: await botCheck(page),
  })) as { user: object };
  // What the login screen keeps for the header and redirects (frontend-public/src/lib/session.ts).
  await page.evaluate((stored) => {
    localStorage.setItem('userdata', stored);
    localStorage.setItem('loginStatus', 'true');
  }, JSON.stringify(user));
  await page.goto('/');
  return email;
}

/** A POST of the customer site from this page's browser (its cookies and CSRF token); 2xx expected. */
async function callApi(page: Page, path: string, data: object): Promise<unknown> {
  const token = (await (await page.request.get('/api/user/token')).json()) as { csrfToken: string };
  const res = await page.request.post(path, {
    data,
    headers: { 'x-csrf-token': token.csrfToken },
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/** A bot check solved for this browser, as the widget would. */
async function botCheck(page: Page): Promise<string> {
  return solvedBotCheck(await (await page.request.get('/api/captcha/challenge')).json());
}

async function newCustomerOnScreens(
  page: Page,
  atStep: (step: 'verification' | 'login') => Promise<void>,
): Promise<string> {
  const email = uniqueEmail('buyer');
  await page.goto('/Signup');
  await page.getByLabel('Full Name').fill('Buyer Test');
  await page.getByLabel('Phone Number').fill('2025550143');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Buyer#2026');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Buyer#2026');
  await solveBotCheck(page);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  const since = Date.now();
  await page.getByRole('button', { name: 'SignUp' }).click();
  const mail = await readMail(page, email, /activation code/, since);
  await atStep('verification');
  await page
    .getByPlaceholder('Enter 8 Digit code')
    .fill(/\b([A-HJ-NP-Z2-9]{8})\b/.exec(mail.text)![1]);
  await page.getByRole('button', { name: 'Confirm Code' }).click();
  await expect(page).toHaveURL(/\/Login$/);
  await atStep('login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Buyer#2026');
  await solveBotCheck(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  return email;
}

/**
 * The two screens every customer page is checked and photographed on
 * (docs/decisions.md#screenshots).
 */
export const SCREENS = {
  desktop: { width: 1366, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ScreenName = keyof typeof SCREENS;

/**
 * Nothing on the page scrolls sideways: neither the page itself nor any box inside it (a table
 * container that scrolls would hide money figures). Answers what does, for the failure message.
 */
export function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`page (${root.scrollWidth}px)`);
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const { overflowX } = getComputedStyle(element);
      if (!['auto', 'scroll'].includes(overflowX)) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} (${element.scrollWidth}px in ${element.clientWidth}px)`,
        );
      }
    }
    return found;
  });
}

/**
 * Shows the current page at the desktop and the phone size: checks that nothing scrolls
 * sideways and saves full-page screenshots as test-results/screens/<desktop|phone>/<name>.png
 * (CI keeps test-results/ as artifacts). Ends at the desktop size.
 */
export async function screensOf(page: Page, name: string): Promise<void> {
  for (const size of ['phone', 'desktop'] as const) {
    await page.setViewportSize(SCREENS[size]);
    // Layouts follow the new width (media queries, MUI breakpoints) on the next frames.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.screenshot({ path: `../test-results/screens/${size}/${name}.png`, fullPage: true });
    expect(await sidewaysScrollers(page), `${name} at ${size}`).toEqual([]);
  }
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core (WCAG 2 A and AA rules, and 2.1's label in name) on the page as it is and fails on any serious or
 * critical finding, naming the rule and the elements. The page must have settled first.
 */
export async function expectNoSeriousA11yViolations(page: Page, name = page.url()): Promise<void> {
  // A dialog or menu still fading in has text at part opacity, which axe measures as low
  // contrast: let every animation that ends (not spinners) finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the browser's debugging protocol: the app's Content-Security-Policy
  // (script-src 'self') rightly refuses a script tag added to the page.
  if (!loaded) await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const wcag2 = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    })) as { violations: AxeViolation[] };
    // WCAG 2.1's "label in name" (a voice-control user says what they see), which axe keeps
    // among its experimental rules, off by default.
    const labelInName = (await axe.run(document, {
      runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
    })) as { violations: AxeViolation[] };
    return [...wcag2.violations, ...labelInName.violations].map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => JSON.stringify(node.target))
          .join(', ')}`,
    );
  expect(serious, `accessibility of ${name}`).toEqual([]);
}

/** The demo admin logins `npm start` and the browser-test database are seeded with. */
export const MASTER_ADMIN = { email: 'admin@selamtopup.test', password: 'Admin#2026' };
export const OPS_ADMIN = { email: 'ops@selamtopup.test', password: 'Ops#2026x' };

/** Fills the admin login the page is on (it must already show it) and logs in. */
export async function logInHere(page: Page, who: { email: string; password: string }) {
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await solveBotCheck(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens the back office's login page and logs in there. */
export async function logInToBackOffice(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/Adminconfigpage');
  await logInHere(page, who);
}

/** Pages anyone can open, with a name for their screenshots. */
export const PUBLIC_PAGES: readonly [string, string][] = [
  ['home', '/'],
  ['about', '/About'],
  ['terms', '/Termsandpolicies'],
  ['contact', '/Contact'],
  ['request-topup', '/Requestmobiletopup'],
  ['signup', '/Signup'],
  ['login', '/Login'],
  ['forgot-password', '/ForgotPassword'],
  ['mvm-registration-fee', '/MvmRegistrationFee'],
  ['mvm-project-fee', '/MvmProjectFee'],
  ['mvm-ch', '/ch'],
  ['mvm-payment-failed', '/MvmProjectFeeSucessFailed'],
  ['payment-failed', '/PayementFailed'],
  ['error-500', '/Error500'],
  ['error-503', '/Error503'],
  ['not-found', '/no-such-page'],
];
