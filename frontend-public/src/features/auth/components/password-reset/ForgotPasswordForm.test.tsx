import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreApi, stubApi } from '@/test/api-stub';
import type { OtherStatus } from '@/test/api-stub';
import { expectHelperText, location, locationState } from '@/test/queries';
import { renderScreen } from '@/test/render';
import { ForgotPasswordForm } from './ForgotPasswordForm';

afterEach(restoreApi);

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('ForgotPasswordForm', () => {
  it('wants a valid e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({});
    renderScreen(<ForgotPasswordForm />, '/ForgotPassword');
    expect(screen.getByRole('link', { name: 'SignUp' })).toHaveAttribute('href', '/Signup');

    await user.click(continueButton());
    await expectHelperText('Email', 'This filed is required');
    await user.type(screen.getByLabelText('Email'), 'abebe@example');
    await expectHelperText('Email', 'Please enter a valid email address');
    expect(api.calls()).toEqual([]);
  });

  it('sends the code and goes on with the e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({
      '/api/user/sendVerificationCode': [[200, { message: 'sent', codeSent: true }]],
    });
    renderScreen(<ForgotPasswordForm />, '/ForgotPassword');

    await user.type(screen.getByLabelText('Email'), ' abebe@example.com ');
    await user.click(continueButton());

    await waitFor(() => expect(location()).toBe('/passwordverification'));
    expect(locationState()).toEqual({ email: 'abebe@example.com' });
    expect(api.bodies('/api/user/sendVerificationCode')).toEqual([{ email: 'abebe@example.com' }]);
  });

  it.each<[OtherStatus, string]>([
    [404, 'Email does not exist!'],
    [400, 'Bad Request'],
  ])('on %i says "%s"', async (status, text) => {
    const user = userEvent.setup({ delay: null });
    stubApi({ '/api/user/sendVerificationCode': [[status, { message: 'server words' }]] });
    renderScreen(<ForgotPasswordForm />, '/ForgotPassword');

    await user.type(screen.getByLabelText('Email'), 'abebe@example.com');
    await user.click(continueButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(location()).toBe('/ForgotPassword');
  });
});
