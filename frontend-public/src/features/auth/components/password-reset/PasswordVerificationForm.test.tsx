import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreApi, stubApi } from '@/test/api-stub';
import type { OtherStatus, StubAnswer } from '@/test/api-stub';
import { location, locationState } from '@/test/queries';
import { renderScreen } from '@/test/render';
import { PasswordVerification } from './PasswordVerificationForm';

afterEach(() => {
  restoreApi();
  vi.useRealTimers();
});

const email = 'abebe.kebede@example.com';
const codeInput = () => screen.getByPlaceholderText('Enter 8 Digit code');

describe('PasswordVerification', () => {
  it('starts over at /ForgotPassword without an e-mail', () => {
    renderScreen(<PasswordVerification />, '/passwordverification');
    expect(location()).toBe('/ForgotPassword');
  });

  it('verifies the trimmed code and hands e-mail and code to /resetpassword', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({ '/api/user/verifyCode': [[200, { message: 'ok' }]] });
    renderScreen(<PasswordVerification />, '/passwordverification', { email });

    expect(screen.getByText('abe*******de@example.com')).toBeInTheDocument();
    await user.type(codeInput(), ' wxyz2345 ');
    await user.click(screen.getByRole('button', { name: 'Confirm Code' }));

    await waitFor(() => expect(location()).toBe('/resetpassword'));
    expect(locationState()).toEqual({ email, code: 'WXYZ2345' });
    expect(api.bodies('/api/user/verifyCode')).toEqual([{ email, verificationCode: 'WXYZ2345' }]);
  });

  it.each<[OtherStatus, string]>([
    [404, 'Invalid verification code'],
    [401, 'verification code has expired'],
    [400, 'Invalid Input please check again'],
    [429, 'Too many requests, please try again later.'],
  ])('on %i says "%s"', async (status, text) => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({
      '/api/user/verifyCode': [[status, { message: 'Too many requests, please try again later.' }]],
    });
    renderScreen(<PasswordVerification />, '/passwordverification', { email });

    await user.type(codeInput(), 'wxyz2345');
    await user.click(screen.getByRole('button', { name: 'Confirm Code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(api.navigate).not.toHaveBeenCalled();
  });

  it('waits a minute after the code was sent before Resend can send another', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    renderScreen(<PasswordVerification />, '/passwordverification', { email });
    const resend = screen.getByRole('button', { name: 'Resend' });

    expect(resend).toBeDisabled();
    expect(screen.getByText('You can ask for a new code in 60 seconds.')).toBeInTheDocument();
    vi.setSystemTime(Date.now() + 60_000);
    await waitFor(() => expect(resend).toBeEnabled());
    expect(screen.queryByText(/You can ask for a new code/)).toBeNull();
  });

  it.each<[StubAnswer<'/api/user/sendVerificationCode'>, string]>([
    [[200, { message: 'x', codeSent: true }], 'We have sent you an email again please check'],
    [[200, { message: 'x', codeSent: false }], 'No new code was sent: the code we sent you before'],
    [[404, { message: 'x' }], 'Invalid verification code'],
    [[400, { message: 'x' }], 'Bad Request'],
  ])('resend answered %j says "%s"', async (answer, text) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup({ delay: null });
    const api = stubApi({ '/api/user/sendVerificationCode': [answer] });
    renderScreen(<PasswordVerification />, '/passwordverification', { email });
    vi.setSystemTime(Date.now() + 61_000);
    const resend = screen.getByRole('button', { name: 'Resend' });
    await waitFor(() => expect(resend).toBeEnabled());

    await user.click(resend);

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(api.bodies('/api/user/sendVerificationCode')).toEqual([{ email }]);
  });
});
