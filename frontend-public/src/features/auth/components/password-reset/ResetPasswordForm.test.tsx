import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreApi, stubApi } from '@/test/api-stub';
import { expectHelperText, location } from '@/test/queries';
import { renderScreen } from '@/test/render';
import { LOGIN_REDIRECT_DELAY_MS, ResetPassword } from './ResetPasswordForm';

afterEach(restoreApi);

const state = { email: 'abebe@example.com', code: 'WXYZ2345' };
const newPassword = () => screen.getByLabelText('New Password', { selector: 'input' });
const confirmPassword = () => screen.getByLabelText('Confirm Password', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Reset Password' });

describe('ResetPassword', () => {
  it('starts over at /ForgotPassword without e-mail and code', () => {
    renderScreen(<ResetPassword />, '/resetpassword', { email: 'abebe@example.com' });
    expect(location()).toBe('/ForgotPassword');
  });

  it('words each broken rule as the specification does', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({});
    renderScreen(<ResetPassword />, '/resetpassword', state);

    await user.click(submit());
    await expectHelperText('New Password', 'This Field is required');
    await expectHelperText('Confirm Password', 'This Field is required');

    const cases: [string, string][] = [
      ['Ab1!', 'password must be greater than 8 character'],
      ['Abcdef1!Abcde', 'password must be less than 12 character'],
      ['Abc<ef1!', 'Angle brackets character are not allowed , please remove < or > '],
      ['Abcdefg1', 'Must contain atleast 1 special character'],
      [
        'abcdefg!',
        'Password must contain an uppercase letter, a lowercase letter, a number and a special character',
      ],
    ];
    for (const [password, message] of cases) {
      await user.clear(newPassword());
      await user.type(newPassword(), password);
      await expectHelperText('New Password', message);
    }
    await user.type(confirmPassword(), 'different');
    await expectHelperText('Confirm Password', 'Password and Confirm password are not the same');
    expect(api.calls()).toEqual([]);
  });

  it('shows the checklist while the new password is focused and weak', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<ResetPassword />, '/resetpassword', state);

    await user.click(newPassword());
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    await user.click(confirmPassword());
    expect(screen.queryByRole('list', { name: 'Password requirements' })).not.toBeInTheDocument();
  });

  it('sets the password, says so and goes to /Login', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({ '/api/user/resetPassword': [[200, { message: 'ok' }]] });
    renderScreen(<ResetPassword />, '/resetpassword', state);

    await user.type(newPassword(), 'Selam#2025');
    await user.type(confirmPassword(), 'Selam#2025');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Password Reset Successful');
    expect(api.bodies('/api/user/resetPassword')).toEqual([
      { email: state.email, verificationCode: state.code, newPassword: 'Selam#2025' },
    ]);
    await waitFor(() => expect(location()).toBe('/Login'), {
      timeout: LOGIN_REDIRECT_DELAY_MS + 1000,
    });
  });

  it('on 401 only stops the spinner', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({
      '/api/user/resetPassword': [[401, { message: 'verification code has expired' }]],
    });
    renderScreen(<ResetPassword />, '/resetpassword', state);

    await user.type(newPassword(), 'Selam#2025');
    await user.type(confirmPassword(), 'Selam#2025');
    await user.click(submit());

    await waitFor(() => expect(api.bodies('/api/user/resetPassword')).toHaveLength(1));
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.navigate).not.toHaveBeenCalled();
    expect(location()).toBe('/resetpassword');
  });

  it("shows the server's reason for other failures", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ '/api/user/resetPassword': [[404, { message: 'Invalid verification code' }]] });
    renderScreen(<ResetPassword />, '/resetpassword', state);

    await user.type(newPassword(), 'Selam#2025');
    await user.type(confirmPassword(), 'Selam#2025');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');
  });
});
