// docs/decisions.md#prerendered-pages: the public pages come as HTML rendered at build time,
// painted before any
// JavaScript runs, and React adopts that HTML (hydration) without a mismatch or a console error.
import { expect, test } from './fixtures';
import { newCustomer } from './support';

/** Public pages with a heading their prerendered HTML must already show. */
const PAGES: readonly [string, string][] = [
  ['/', 'Mobile Topup'],
  ['/About', 'Easiest possible way to send mobile airtime'],
  ['/Login', 'Login'],
  ['/Signup', 'SignUp'],
  ['/Contact', 'Get In Touch'],
  ['/MvmProjectFee', 'Project Payment'],
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page already shows its content, title and styles', async ({ page }) => {
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      // An Mvm page is the training business's: its name joins the title once the API gives it.
      await expect(page).toHaveTitle(path.startsWith('/Mvm') ? heading : /SelamTopup/);
      // The styles came with the HTML: the header bar has the brand colour already.
      const bar = page.locator('header').first();
      await expect(bar).toHaveCSS('background-color', 'rgb(11, 122, 75)');
      // What would be typed before React takes over would be lost: the main part takes no input.
      await expect(page.locator('main')).toHaveAttribute('inert', '');
      // Neither the visitor's nor the customer's links: the server cannot know who is here.
      await expect(page.getByRole('navigation', { name: 'main' }).getByRole('link')).toHaveCount(0);
    }
  });
});

test('React adopts each prerendered page without a mismatch and brings the links', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    // Once React has taken over, it knows who is here, adds the links and takes input.
    await expect(page.locator('main')).not.toHaveAttribute('inert');
    await expect(page.getByRole('navigation', { name: 'main' }).getByRole('link')).not.toHaveCount(
      0,
    );
  }
  expect(problems).toEqual([]);
});

test('a logged-in customer gets the customer header on a prerendered page', async ({ page }) => {
  await newCustomer(page);
  await page.goto('/About');
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'LogOut' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'LogIn' })).toHaveCount(0);
});
