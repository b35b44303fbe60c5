import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '@/lib/api-client';
import { reply, stubApi } from '@/test/api-stub';
import { renderPage } from '@/test/render';
import { ChangePasswordPage } from './ChangePasswordPage';

const SUCCESS = 'Your Password has been updated successfully!';
const field = (label: string) => screen.getByLabelText(label);
const location = () => screen.getByTestId('location');

function logIn() {
  localStorage.setItem('loginStatus', 'true');
  localStorage.setItem(
    'userdata',
    JSON.stringify({ fullname: 'A', telephone: '+251911000000', email: 'a@example.com' }),
  );
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  old: string,
  next: string,
  confirm: string,
) {
  await user.type(field('Existing Password'), old);
  await user.type(field('New Password'), next);
  await user.type(field('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update' }));
}

beforeEach(() => {
  localStorage.clear();
  clearCsrfToken();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChangePasswordPage', () => {
  it('sends a logged-out visitor to /Login', () => {
    renderPage(<ChangePasswordPage />, '/Changepassword');
    expect(location()).toHaveTextContent(/^\/Login$/);
  });

  it('shows the heading and the shared side menu', () => {
    logIn();
    renderPage(<ChangePasswordPage />, '/Changepassword');

    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Personal Information' })).toHaveAttribute(
      'href',
      '/Profile',
    );
  });

  it('requires every field and a matching confirmation', async () => {
    logIn();
    const api = stubApi({});
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, '/Changepassword');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findAllByText('This Field is required')).toHaveLength(3);

    await fill(user, 'Old#Pass1', 'New#Pass1', 'New#Pass2');
    expect(
      await screen.findByText(
        'New Password and Confirm password does not match please check again!',
      ),
    ).toBeVisible();
    expect(screen.queryByText('This Field is required')).toBeNull();
    expect(api.calls()).toEqual([]);
  });

  it('shows the live checklist while the new password is focused', async () => {
    logIn();
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, '/Changepassword');
    const checklist = () => screen.queryByRole('list', { name: 'Password requirements' });

    expect(checklist()).toBeNull();
    await user.type(field('New Password'), 'abcdefgh');
    const met = (label: string) =>
      within(checklist()!).getByText(label).closest('li')!.getAttribute('data-met');
    expect(met('8 or more characters')).toBe('true');
    expect(met('At least one uppercase letter')).toBe('false');

    await user.click(field('Confirm Password'));
    expect(checklist()).toBeNull();
  });

  it('toggles Show/Hide on a password field', async () => {
    logIn();
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, '/Changepassword');

    expect(field('Existing Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Existing Password' }));
    expect(field('Existing Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide Existing Password' }));
    expect(field('Existing Password')).toHaveAttribute('type', 'password');
  });

  it('changes the password, shows the success modal and empties the form', async () => {
    logIn();
    const api = stubApi({
      'POST /api/user/changePassword': reply(200, { message: 'Password changed successfully' }),
    });
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, '/Changepassword');

    await fill(user, 'Old#Pass1', 'New#Pass1', 'New#Pass1');

    const dialog = await screen.findByRole('dialog', { name: SUCCESS });
    expect(api.requests()).toEqual([
      {
        method: 'POST',
        url: '/api/user/changePassword',
        body: { oldPassword: 'Old#Pass1', newPassword: 'New#Pass1' },
      },
    ]);
    expect(field('Existing Password')).toHaveValue('');
    expect(field('New Password')).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    [403, 'Invalid old password', 'Invalid old password'],
    [400, 'Password must contain an uppercase letter', 'Password must contain an uppercase letter'],
  ])('shows the %i failure', async (status, message, text) => {
    logIn();
    stubApi({ 'POST /api/user/changePassword': reply(status, { statusCode: status, message }) });
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, '/Changepassword');

    await fill(user, 'Wrong#Pass1', 'New#Pass1', 'New#Pass1');

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(localStorage.getItem('loginStatus')).toBe('true');
  });

  it("clears the server's answer once a field is edited, leaving only the new check's message", async () => {
    logIn();
    stubApi({
      'POST /api/user/changePassword': reply(403, { statusCode: 403, message: 'x' }),
    });
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, '/Changepassword');
    await fill(user, 'Wrong#Pass1', 'New#Pass1', 'New#Pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid old password');

    await user.type(field('Confirm Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.queryByText('Invalid old password')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes to /Error503 on a 500, as the specification says', async () => {
    logIn();
    stubApi({ 'POST /api/user/changePassword': reply(500, { message: 'boom' }) });
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, '/Changepassword');

    await fill(user, 'Old#Pass1', 'New#Pass1', 'New#Pass1');

    await waitFor(() => expect(location()).toHaveTextContent(/^\/Error503$/));
  });

  it('goes to /Login on a 401', async () => {
    logIn();
    stubApi({ 'POST /api/user/changePassword': reply(401, { message: 'Unauthorized' }) });
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, '/Changepassword');

    await fill(user, 'Old#Pass1', 'New#Pass1', 'New#Pass1');

    await waitFor(() => expect(location()).toHaveTextContent(/^\/Login$/));
    expect(localStorage.getItem('loginStatus')).toBe('false');
  });
});
