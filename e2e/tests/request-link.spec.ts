import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  choose,
  newCustomer,
  readMail,
  snapshot,
  solveBotCheck,
  uniqueEmail,
  payOnSandbox,
} from './support';

/**
 * A credit request that can be paid, and the number typed before the operator
 * (docs/specification.md): the request mail's link opens the home form filled in,
 * the payer pays by card in the sandbox, and the requester is told the top-up was sent.
 */

/** A Vodacom Tanzania number (754…) of its own per run; never …0000 or …9999 (sandbox faults). */
const requesterNumber = () => `754${String(100000 + (Date.now() % 800000)).slice(0, 6)}`;

async function sendCreditRequest(page: Page, tele: string, requestor: string, requestee: string) {
  await page.goto('/Requestmobiletopup');
  await page.getByLabel('Your Name').fill('Meron');
  await page.getByLabel('Your Mobile Number').fill(tele);
  await page.getByLabel('Your Email').fill(requestor);
  await page.getByLabel('Their Name').fill('Yonas');
  await page.getByLabel('Their Email').fill(requestee);
  await solveBotCheck(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText(
      'We are pleased to inform you that your request has been successfully processed.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport });

    test("a credit request's link opens the form filled in; paid, the requester hears it was sent", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      await newCustomer(page);
      const national = requesterNumber();
      const requestor = uniqueEmail('requester');
      const requestee = uniqueEmail('payer');
      const since = Date.now();
      // The request form takes 12 characters at most: the calling code without '+'.
      await sendCreditRequest(page, `255${national}`, requestor, requestee);

      const request = await readMail(page, requestee, /^A request for mobile credit/, since);
      const link = /(\S+\/\?request=[A-Za-z0-9_-]{43})\n/.exec(request.text)?.[1];
      expect(link, 'the link in the request mail').toBeDefined();
      expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);

      await page.goto(link!);
      await expect(page.getByText('Someone asked you for mobile credit')).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toContainText(
        'Tanzania',
      );
      await expect(page.getByRole('combobox', { name: 'Operator', exact: true })).toContainText(
        'Vodacom Tanzania',
      );
      await expect(page.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue(national);
      await snapshot(page, `request-link-filled-${viewport.name}`);

      await choose(page, 'Offer', 'Mobile Airtime');
      await expect(page.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue(national);
      await choose(page, 'Amount', /^2,000 TZS/);
      await page.getByRole('button', { name: 'Go to Payment' }).click();
      await expect(page).toHaveURL(/\/Payment$/);
      await expect(page.getByText(`+255${national}`).first()).toBeVisible();
      await payOnSandbox(page);
      await expect(page).toHaveURL(/\/payementSuccess\?/);
      await expect(page.getByText(/Delivered/i)).toBeVisible({ timeout: 30_000 });
      await snapshot(page, `request-link-paid-${viewport.name}`);

      const sent = await readMail(page, requestor, /was sent/, since);
      expect(sent.text).toContain(`Number: +255${national} (Vodacom Tanzania)`);
      expect(sent.text).toMatch(/Top-up: 2,000 TZS/);
      expect(sent.text).not.toMatch(/USD|\$/);
      // Once: a second look finds the same single mail.
      await page.waitForTimeout(2000);
      const all = await page.request.get(
        `/dev/mailbox/messages?to=${encodeURIComponent(requestor)}`,
      );
      const sentMails = ((await all.json()) as { subject: string }[]).filter((m) =>
        /was sent/.test(m.subject),
      );
      expect(sentMails).toHaveLength(1);
    });

    test('the number typed at the operator step names its operator, which stays changeable', async ({
      page,
    }) => {
      await page.goto('/');
      await choose(page, 'Country', 'Tanzania');
      await page.getByRole('button', { name: "Don't know the operator? Type the number" }).click();
      const typed = page.getByRole('textbox', { name: "Recipient's number" });
      await typed.pressSequentially('612345');
      await page.getByRole('button', { name: 'Find the operator' }).click();
      await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
      await snapshot(page, `number-first-invalid-${viewport.name}`);

      await typed.fill('');
      // 71…: a Yas Tanzania number.
      await typed.pressSequentially('712345678');
      await page.getByRole('button', { name: 'Find the operator' }).click();
      await expect(page.getByRole('combobox', { name: 'Operator', exact: true })).toContainText(
        'Yas Tanzania',
      );
      await expect(page.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('712345678');
      await snapshot(page, `number-first-found-${viewport.name}`);

      await choose(page, 'Operator', 'Vodacom Tanzania');
      await choose(page, 'Offer', 'Mobile Airtime');
      await expect(page.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('712345678');
      // The seed's check still stands at Go to Payment: the number is Yas's.
      await choose(page, 'Amount', /^2,000 TZS/);
      await snapshot(page, `number-first-changed-${viewport.name}`);
    });
  });
}
