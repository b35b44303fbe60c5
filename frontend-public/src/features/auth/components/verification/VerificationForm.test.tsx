import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreApi, stubApi } from '@/test/api-stub';
import type { OtherStatus } from '@/test/api-stub';
import { location, locationState } from '@/test/queries';
import { renderRoute, renderScreen } from '@/test/render';
import { Verification } from './VerificationForm';

vi.mock('@/components/captcha/AltchaWidget', () => import('@/test/altcha-widget.mock'));

afterEach(() => {
  restoreApi();
  vi.useRealTimers();
});

const signup = {
  fullname: 'Abebe Kebede',
  telephone: '+251911234567',
  email: 'abebe.kebede@example.com',
  password: 'Selam#2024',
};

const codeInput = () => screen.getByPlaceholderText('Enter 8 Digit code');
const confirmButton = () => screen.getByRole('button', { name: 'Confirm Code' });

describe('Verification', () => {
  it('goes back to /Signup without signup data', () => {
    renderScreen(<Verification />, '/Verification');
    expect(location()).toBe('/Signup');
  });

  it('shows the masked e-mail and takes an 8-character upper-case code', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<Verification />, '/Verification', signup);

    expect(screen.getByText('abe*******de@example.com')).toBeInTheDocument();
    expect(screen.getByText(/check your spam folder too/)).toBeInTheDocument();
    // No maxLength: it would cut a pasted ' PG6HWPEC' before the trim (cleanCode limits it).
    expect(codeInput()).not.toHaveAttribute('maxlength');
    expect(confirmButton()).toBeDisabled();

    await user.type(codeInput(), ' ab cd2345 ');
    expect(codeInput()).toHaveValue('ABCD2345');
    expect(confirmButton()).toBeEnabled();

    await user.clear(codeInput());
    await user.paste('  efgh6789  ');
    expect(codeInput()).toHaveValue('EFGH6789');
  });

  it('verifies the code, then creates the user with it and goes to /Login', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({
      '/api/user/verifyActivationCode': [[200, { message: 'Activation code verified' }]],
      '/api/user/createuser': [[201, { message: 'User created successfully' }]],
    });
    // Only at its path: at /Login the screen would find no signup data and leave for /Signup,
    // racing the checks below (a flaky failure on CI).
    renderRoute(<Verification />, {
      path: '/Verification',
      state: signup,
      onlyAtPath: true,
      routerRedirects: false,
    });

    await user.type(codeInput(), 'abcd2345');
    await user.click(confirmButton());

    await waitFor(() => expect(location()).toBe('/Login'));
    // /Login is told the account was created (and says so).
    expect(locationState()).toEqual({ accountCreated: true });
    expect(api.calls().map((call) => call.url)).toEqual([
      '/api/user/token',
      '/api/user/verifyActivationCode',
      '/api/user/createuser',
    ]);
    expect(api.bodies('/api/user/verifyActivationCode')).toEqual([
      { email: signup.email, activationCode: 'ABCD2345' },
    ]);
    expect(api.bodies('/api/user/createuser')).toEqual([{ ...signup, code: 'ABCD2345' }]);
  });

  it.each<[OtherStatus, string]>([
    [400, 'Input validation failed: Missing fields'],
    [401, 'Activation code expired'],
    [404, 'Invalid Activation code, please try again!'],
    [422, 'The verification code does not match '],
  ])('on %i says "%s", clears the input and creates nothing', async (status, text) => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({
      '/api/user/verifyActivationCode': [[status, { message: 'server words' }]],
    });
    renderScreen(<Verification />, '/Verification', signup);

    await user.type(codeInput(), 'abcd2345');
    await user.click(confirmButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
    expect(codeInput()).toHaveValue('');
    expect(api.bodies('/api/user/createuser')).toEqual([]);
    expect(api.navigate).not.toHaveBeenCalled();
    expect(location()).toBe('/Verification');
  });

  it('shows why createuser failed and clears the input', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({
      '/api/user/verifyActivationCode': [[200, { message: 'Activation code verified' }]],
      '/api/user/createuser': [[409, { message: 'Email already in use!' }]],
    });
    renderScreen(<Verification />, '/Verification', signup);

    await user.type(codeInput(), 'abcd2345');
    await user.click(confirmButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Email already in use!');
    expect(codeInput()).toHaveValue('');
  });

  it('resends the code once the bot check is solved and a minute has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup({ delay: null });
    const api = stubApi({
      '/api/user/sendActivationCode': [[200, { message: 'Activation code sent', codeSent: true }]],
    });
    renderScreen(<Verification />, '/Verification', signup);
    const resend = screen.getByRole('button', { name: 'Resend' });

    expect(resend).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
    // The code mailed a moment ago: the server sends one a minute, so Resend waits for it.
    expect(resend).toBeDisabled();
    expect(screen.getByText('You can ask for a new code in 60 seconds.')).toBeInTheDocument();
    vi.setSystemTime(Date.now() + 45_000);
    expect(
      await screen.findByText('You can ask for a new code in 15 seconds.'),
    ).toBeInTheDocument();
    vi.setSystemTime(Date.now() + 15_000);
    await waitFor(() => expect(resend).toBeEnabled());
    await user.click(resend);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'we have send you verification code again',
    );
    expect(api.bodies('/api/user/sendActivationCode')).toEqual([
      { email: signup.email, altcha: 'payload' },
    ]);
    expect(resend).toBeDisabled(); // the payload is spent
    expect(screen.getByText('You can ask for a new code in 60 seconds.')).toBeInTheDocument();
  });

  it('says the code sent before still works when the server sent no new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup({ delay: null });
    stubApi({
      '/api/user/sendActivationCode': [[200, { message: 'Activation code sent', codeSent: false }]],
    });
    renderScreen(<Verification />, '/Verification', signup);
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
    vi.setSystemTime(Date.now() + 61_000);
    const resend = screen.getByRole('button', { name: 'Resend' });
    await waitFor(() => expect(resend).toBeEnabled());
    await user.click(resend);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No new code was sent: the code we sent you before still works.',
    );
    expect(screen.queryByText('we have send you verification code again')).toBeNull();
  });
});
