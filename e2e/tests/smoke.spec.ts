import { expect, test } from './fixtures';
import { forbidOutsideHosts, snapshot, solveBotCheck } from './support';

test('the customer home page opens with its header and footer', async ({ page, baseURL }) => {
  const outside = forbidOutsideHosts(page, baseURL!);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Mobile Topup' }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  await expect(page).toHaveTitle(/SelamTopup/);
  await snapshot(page, 'home');
  expect(outside).toEqual([]);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops ! The page you requested is not found!')).toBeVisible();
  await snapshot(page, 'not-found');
});

test('the back office login page opens and its bot check unlocks the Login button', async ({
  page,
  baseURL,
}) => {
  const outside = forbidOutsideHosts(page, baseURL!);
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/Adminconfigpage$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  const loginButton = page.getByRole('button', { name: 'Login' });
  await expect(loginButton).toBeDisabled();

  await solveBotCheck(page);
  await expect(loginButton).toBeEnabled();
  await snapshot(page, 'admin-login');
  expect(outside).toEqual([]);
});
