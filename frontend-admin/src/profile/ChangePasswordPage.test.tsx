import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../test/serveApi';
import { renderApp } from '../test/renderApp';

const field = (label: string) => screen.getByLabelText(label);
const rule = (label: string) => screen.getByText(label).closest('li')!;

describe('Admin change password', () => {
  it('shows the live checklist on focus, turning items green', async () => {
    serveApi({});
    const { user } = renderApp('/Adminchangepassword');
    await screen.findByRole('heading', { name: 'Change Password' });
    expect(screen.queryByText('8 or more characters')).not.toBeInTheDocument();
    await user.click(field('New Password'));
    expect(rule('8 or more characters')).toHaveAttribute('data-met', 'false');
    await user.type(field('New Password'), 'abcD1');
    expect(rule('One uppercase letter')).toHaveAttribute('data-met', 'true');
    expect(rule('One lowercase letter')).toHaveAttribute('data-met', 'true');
    expect(rule('One number')).toHaveAttribute('data-met', 'true');
    expect(rule('One special character')).toHaveAttribute('data-met', 'false');
    expect(rule('8 or more characters')).toHaveAttribute('data-met', 'false');
    await user.type(field('New Password'), '#xyz');
    expect(rule('One special character')).toHaveAttribute('data-met', 'true');
    expect(rule('8 or more characters')).toHaveAttribute('data-met', 'true');
  });

  it('requires every field and matching passwords', async () => {
    const calls = serveApi({});
    const { user } = renderApp('/Adminchangepassword');
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect(screen.getAllByText('This Field is required')).toHaveLength(3);

    await user.type(field('Existing Password'), 'Old#Pass1');
    await user.type(field('New Password'), 'New#Pass1');
    await user.type(field('Confirm Password'), 'New#Pass2');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      screen.getByText('New Password and Confirm password does not match please check again!'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows 'Invalid Old Password' on 403, without logging out", async () => {
    serveApi({
      'POST /api/admin/changePassword': {
        status: 403,
        json: { statusCode: 403, message: 'Invalid Old Password' },
      },
    });
    const { user } = renderApp('/Adminchangepassword');
    await user.type(await screen.findByLabelText('Existing Password'), 'Wrong#Pass1');
    await user.type(field('New Password'), 'New#Pass1');
    await user.type(field('Confirm Password'), 'New#Pass1');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Invalid Old Password')).toBeInTheDocument();
    expect(localStorage.getItem('AdloginStatus')).toBe('true');
  });

  it('sends oldPassword and newPassword and shows the success message', async () => {
    const calls = serveApi({
      'POST /api/admin/changePassword': { json: { message: 'Password updated successfully' } },
    });
    const { user } = renderApp('/Adminchangepassword');
    await user.type(await screen.findByLabelText('Existing Password'), 'Old#Pass1');
    await user.type(field('New Password'), 'New#Pass1');
    await user.type(field('Confirm Password'), 'New#Pass1');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    const post = calls.find((call) => call.url === '/api/admin/changePassword')!;
    expect(post.body).toEqual({ oldPassword: 'Old#Pass1', newPassword: 'New#Pass1' });
    expect(field('Existing Password')).toHaveValue('');
  });
});
