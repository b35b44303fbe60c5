// Sign up, log in and top up in French and in Amharic, at 1366 and 390 px (docs/i18n.md): every
// step is found by the words of the language's messages, and the receipt is read in it. The
// mails' language is the backend's (the lang cookie); here only what the site shows is checked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BotCheckWords, choose, readCode, solveBotCheck, uniqueEmail } from './support';

type Messages = Record<string, string>;
const messages = (code: string): Messages =>
  JSON.parse(
    readFileSync(join(__dirname, `../../frontend-public/src/i18n/messages/${code}.json`), 'utf8'),
  ) as Messages;

/** The bot check in the page's language: altcha's own translations (fr-fr, am). */
const BOT_CHECK: Record<string, BotCheckWords> = {
  fr: { label: 'Je ne suis pas un robot', verified: 'Vérifié' },
  am: { label: 'እኔ ሮቦት አይደለሁም', verified: 'ተረጋግጧል' },
};

const adopted = (page: Page) => expect(page.locator('main')).not.toHaveAttribute('inert');

async function signUpLogInAndTopUp(page: Page, code: string, shots: string) {
  const m = messages(code);
  const email = uniqueEmail(`lang-${code}`);
  // A number of its own: the risk limits count top-ups per number and day.
  const number = `75${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const shot = (name: string) => page.screenshot({ path: `${shots}-${name}.png`, fullPage: true });

  await page.goto(`/Signup?lang=${code}`);
  await adopted(page);
  await page.getByLabel(m['field.fullName'], { exact: true }).fill('Selam Test');
  await page.getByLabel(m['field.phoneNumber'], { exact: true }).fill('2025550143');
  await page.getByLabel(m['field.email'], { exact: true }).fill(email);
  await page.getByLabel(m['field.password'], { exact: true }).fill('Buyer#2026');
  await page.getByLabel(m['field.confirmPassword'], { exact: true }).fill('Buyer#2026');
  await solveBotCheck(page, 0, BOT_CHECK[code]);
  await page.getByRole('checkbox', { name: new RegExp(m['terms.terms']) }).check();
  await shot('signup');
  const since = Date.now();
  await page.getByRole('button', { name: m['nav.signUp'], exact: true }).click();

  await expect(page.getByRole('heading', { name: m['verify.heading'] })).toBeVisible();
  await page.getByPlaceholder(m['code.placeholder']).fill(await readCode(page, email, /./, since));
  await shot('verification');
  await page.getByRole('button', { name: m['code.confirm'] }).click();
  await expect(page).toHaveURL(new RegExp(`/Login\\?lang=${code}$`));
  await expect(page.getByText(m['signup.accountCreated'])).toBeVisible();

  await page.getByLabel(m['field.email'], { exact: true }).fill(email);
  await page.getByLabel(m['field.password'], { exact: true }).fill('Buyer#2026');
  await solveBotCheck(page, 0, BOT_CHECK[code]);
  await page.getByRole('button', { name: m['auth.tab.login'], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?lang=${code}$`));

  await choose(page, m['topup.country'], 'Tanzania');
  await choose(page, m['topup.operator'], 'Vodacom Tanzania');
  await choose(page, m['topup.offer'], 'Mobile Airtime');
  await page
    .getByRole('textbox', { name: m['receipt.mobileNumber'], exact: true })
    .pressSequentially(number);
  await choose(page, m['topup.amount'], /^2,000 TZS/);
  await shot('home-filled');
  await page.getByRole('button', { name: m['topup.goToPayment'] }).click();
  await expect(page).toHaveURL(new RegExp(`/Payment\\?lang=${code}$`));
  await expect(page.getByRole('heading', { name: m['summary.heading'] })).toBeVisible();
  await page.getByRole('checkbox', { name: m['recipients.confirm'] }).check();
  await shot('payment');
  await page.getByRole('button', { name: m['pay.card'] }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(page.getByRole('heading', { name: m['success.title'] })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await expect(page.getByText(m['receipt.mobileNumber'], { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`+255${number}`).first()).toBeVisible();
  await shot('receipt');
}

for (const [size, viewport] of [
  ['1366', { width: 1366, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${size} px`, () => {
    test.use({ viewport });
    for (const code of ['fr', 'am']) {
      test(`signs up, logs in, tops up and reads the receipt in ${code}`, async ({ page }) => {
        test.setTimeout(120_000);
        await signUpLogInAndTopUp(
          page,
          code,
          `../test-results/screens/languages/${size}/${code}-journey`,
        );
      });
    }
  });
}
