import { expect, test } from './fixtures';
import { readMail, snapshot, solveBotCheck, uniqueEmail } from './support';

const PREFILLED =
  'Hello, please send me a mobile credit using this easy, fast, and secure mobile recharge service. Thank you!';

test('the contact form sends a message and thanks the visitor', async ({ page }) => {
  await page.goto('/Contact');
  await page.getByLabel('First Name').fill('Hana');
  await page.getByLabel('Last Name').fill('Girma');
  await page.getByLabel('Email').fill(uniqueEmail('contact'));
  await page.getByLabel('Message').fill('When does the credit arrive?');
  await solveBotCheck(page);
  await snapshot(page, 'contact');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText(
      'Thank you for reaching out to us! Your message has been successfully sent and we appreciate you contacting us.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('First Name')).toHaveValue('');
});

test('a credit request reaches the requestee with the prefilled message', async ({ page }) => {
  const requestee = uniqueEmail('abroad');
  await page.goto('/Requestmobiletopup');
  await expect(page.getByLabel('Message')).toHaveValue(PREFILLED);
  await page.getByLabel('Your Name').fill('Meron');
  await page.getByLabel('Your Mobile Number').fill('0911223344');
  await page.getByLabel('Your Email').fill(uniqueEmail('meron'));
  await page.getByLabel('Their Name').fill('Yonas');
  await page.getByLabel('Their Email').fill(requestee);
  await solveBotCheck(page);
  await snapshot(page, 'request-mobile-topup');
  const since = Date.now();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText(
      'We are pleased to inform you that your request has been successfully processed.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  const mail = await readMail(page, requestee, /^A request for mobile credit/, since);
  expect(mail.text).toContain('Message from Meron <');
  expect(mail.text).toContain(PREFILLED);
  expect(mail.text).toContain('0911223344');
});
