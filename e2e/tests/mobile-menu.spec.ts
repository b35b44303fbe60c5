import { expect, test } from './fixtures';
import { snapshot } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the links sit in a slide-in menu that closes on a link click', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'About', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'open menu' }).click();
  const about = page.getByRole('link', { name: 'About', exact: true });
  await expect(about).toBeVisible();
  await snapshot(page, 'mobile-menu-open');
  await page.getByRole('button', { name: 'close menu' }).click();
  await expect(about).toBeHidden();

  await page.getByRole('button', { name: 'open menu' }).click();
  await page.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/About$/);
  await expect(page.getByRole('link', { name: 'About', exact: true })).toBeHidden();
  await snapshot(page, 'mobile-about');
});
