import { expect, test } from './fixtures';
import { readCode, snapshot, solveBotCheck, uniqueEmail } from './support';

test('signup -> verification -> login -> profile -> e-mail change -> change password -> logout -> reset -> login', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('journey');
  const password = 'Selam#2026';

  // Signup
  await page.goto('/Signup');
  await page.getByLabel('Full Name').fill('Selam Tesfaye');
  await page.getByLabel('Phone Number').fill('2025550143');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  const signUp = page.getByRole('button', { name: 'SignUp' });
  await expect(signUp).toBeDisabled();
  await solveBotCheck(page);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await snapshot(page, 'signup');
  let since = Date.now();
  await signUp.click();

  // Verification: the code comes by e-mail (the dev mailbox), never in the page
  await expect(page).toHaveURL(/\/Verification$/);
  await expect(page.getByText(/jou\*+\d\d@example\.com|jou\*+/)).toBeVisible();
  await snapshot(page, 'verification');
  await page
    .getByPlaceholder('Enter 8 Digit code')
    .fill(await readCode(page, email, /activation code/, since));
  await page.getByRole('button', { name: 'Confirm Code' }).click();

  // Login
  await expect(page).toHaveURL(/\/Login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await solveBotCheck(page);
  await snapshot(page, 'login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page
      .getByRole('button', { name: 'LogOut' })
      .or(page.getByRole('link', { name: 'LogOut' }))
      .first(),
  ).toBeVisible();

  // Profile: name and phone
  await page.goto('/Profile');
  await expect(page.getByLabel('Full Name')).toHaveValue('Selam Tesfaye');
  await page.getByLabel('Full Name').fill('Selam T. Alemu');
  await page.getByLabel('Mobile Number').fill('+251911223344');
  await page.getByRole('button', { name: 'Update Name and Phone number' }).click();
  await expect(page.getByText('Your profile has been updated successfully!')).toBeVisible();
  await snapshot(page, 'profile-updated');
  await page.getByRole('button', { name: 'OK' }).click();

  // Profile: e-mail change with a code
  const newEmail = uniqueEmail('moved');
  await page.getByLabel('Email').fill(newEmail);
  since = Date.now();
  await page.getByRole('button', { name: 'Update Email' }).click();
  await expect(page.getByText('Enter Verification Code')).toBeVisible();
  await page
    .getByPlaceholder('Enter 8 Digit code')
    .fill(await readCode(page, newEmail, /Confirm your new/, since));
  await snapshot(page, 'profile-email-code');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Your profile has been updated successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(newEmail);

  // Change password
  const changed = 'Tesfa#2027';
  await page.goto('/Changepassword');
  await page.getByLabel('Existing Password', { exact: true }).fill(password);
  await page.getByLabel('New Password', { exact: true }).fill(changed);
  await page.getByLabel('Confirm Password', { exact: true }).fill(changed);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Your Password has been updated successfully!')).toBeVisible();
  await snapshot(page, 'change-password');
  await page.getByRole('button', { name: 'OK' }).click();

  // Logout
  await page
    .getByRole('button', { name: 'LogOut' })
    .or(page.getByRole('link', { name: 'LogOut' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/Login$/);

  // Forgot password -> code -> new password
  await page.getByRole('link', { name: /Forgot Password/i }).click();
  await expect(page).toHaveURL(/\/ForgotPassword$/);
  // The URL changes before the page's code has loaded, and the Login form (which has an Email
  // field too) stays on screen until then: filling before the heading would fill the old form.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(newEmail);
  since = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/passwordverification$/);
  await page
    .getByPlaceholder('Enter 8 Digit code')
    .fill(await readCode(page, newEmail, /password reset/, since));
  await snapshot(page, 'password-verification');
  await page.getByRole('button', { name: 'Confirm Code' }).click();
  await expect(page).toHaveURL(/\/resetpassword$/);
  const reset = 'Reset#2028';
  await page.getByLabel('New Password', { exact: true }).fill(reset);
  await page.getByLabel('Confirm Password', { exact: true }).fill(reset);
  await snapshot(page, 'reset-password');
  await page.getByRole('button', { name: /Reset|Submit|Update|Continue/ }).click();
  await expect(page.getByText('Password Reset Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/Login$/, { timeout: 10_000 });

  // Login with the new password
  await page.getByLabel('Email').fill(newEmail);
  await page.getByLabel('Password', { exact: true }).fill(reset);
  await solveBotCheck(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});
