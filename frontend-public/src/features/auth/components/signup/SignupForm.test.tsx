import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreApi, stubApi } from '@/test/api-stub';
import type { OtherStatus } from '@/test/api-stub';
import { expectHelperText, location, locationState } from '@/test/queries';
import { renderScreen } from '@/test/render';
import { SignupForm } from './SignupForm';

vi.mock('@/components/captcha/AltchaWidget', () => import('@/test/altcha-widget.mock'));

afterEach(restoreApi);

const signUpButton = () => screen.getByRole('button', { name: 'SignUp' });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Abebe Kebede');
  await user.type(screen.getByLabelText('Phone Number'), '2025550143');
  await user.type(screen.getByLabelText('Email'), 'abebe@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Selam#2024');
  await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Selam#2024');
}

async function unlock(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
  await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
}

describe('SignupForm', () => {
  it('shows the Login/SignUp toggle and links to the terms', () => {
    renderScreen(<SignupForm />, '/Signup');
    expect(screen.getByRole('heading', { level: 1, name: 'SignUp' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Login or sign up' });
    expect(nav.querySelector('a')).toHaveAttribute('href', '/Login');
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute(
      'href',
      '/Termsandpolicies',
    );
    expect(screen.getByRole('link', { name: 'privacy policies' })).toHaveAttribute(
      'href',
      '/Termsandpolicies',
    );
  });

  it('keeps SignUp disabled until the bot check is solved and the terms are ticked', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SignupForm />, '/Signup');

    expect(signUpButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
    expect(signUpButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(signUpButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(signUpButton()).toBeDisabled();
  });

  it('says which fields are required', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = stubApi({});
    renderScreen(<SignupForm />, '/Signup');

    await unlock(user);
    await user.click(signUpButton());

    await expectHelperText('Full Name', 'This field is required');
    await expectHelperText('Phone Number', 'This field is required');
    await expectHelperText('Email', 'This Field is required');
    await expectHelperText('Password', 'This field is required');
    await expectHelperText('Confirm Password', 'This field is required');
    expect(calls()).toEqual([]);
  });

  it('refuses a US number once the country is switched to Ethiopia (no digit dropped)', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SignupForm />, '/Signup');

    await user.type(screen.getByLabelText('Phone Number'), '2025550123');
    const country = screen.getByRole('combobox', { name: 'Country' });
    await user.clear(country);
    await user.type(country, 'Ethiopia');
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /Ethiopia/ }));
    await user.click(screen.getByLabelText('Phone Number'));
    await user.tab();

    await expectHelperText('Phone Number', 'Phone number is greater than the maximum length');
  });

  it('words each broken rule as the specification does', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SignupForm />, '/Signup');

    await user.type(screen.getByLabelText('Phone Number'), '12345');
    await user.type(screen.getByLabelText('Email'), 'abebe@');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Ab1!');
    await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'x');
    await user.tab();

    await expectHelperText('Phone Number', 'Phone numebr is less than the minimum length');
    await expectHelperText('Email', 'Please enter a valid email address');
    await expectHelperText('Password', ' password must be greater than 8 character');
    await expectHelperText('Confirm Password', 'Password and Confirm password are not the same');
  });

  it.each([
    ['Abcdef1!Abcde', ' password must be less than 12 character'],
    ['Abc<ef1!', ' Angle brackets character are not allowed , please remove < or > '],
    [
      'abcdefg1!',
      'Password must contain an uppercase letter, a lowercase letter, a number and a special character',
    ],
  ])('says of the password %s: "%s"', async (value, message) => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SignupForm />, '/Signup');

    await user.type(screen.getByLabelText('Password', { selector: 'input' }), value);
    await user.tab();
    await expectHelperText('Password', message);
  });

  it('refuses < and > in the full name, as the profile does', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SignupForm />, '/Signup');

    await user.type(screen.getByLabelText('Full Name', { selector: 'input' }), 'Hana <b>');
    await user.tab();
    await expectHelperText('Full Name', 'Invalid Input! Please enter text only.');
  });

  it('does not take the e-mail as password', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SignupForm />, '/Signup');

    await user.type(screen.getByLabelText('Email'), 'Ab1#c@d.io');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'ab1#C@d.io');
    await user.tab();
    await expectHelperText('Password', 'Password and email is same please change password');

    // Changing the e-mail checks the password again.
    await user.type(screen.getByLabelText('Email'), 'x');
    await expectHelperText('Password', null);
  });

  it('shows the checklist while the password is focused and not yet strong', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SignupForm />, '/Signup');
    const password = screen.getByLabelText('Password', { selector: 'input' });

    expect(screen.queryByRole('list', { name: 'Password requirements' })).not.toBeInTheDocument();
    await user.click(password);
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    await user.type(password, 'Selam#2024');
    expect(screen.queryByRole('list', { name: 'Password requirements' })).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SignupForm />, '/Signup');
    const password = screen.getByLabelText('Password', { selector: 'input' });

    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('asks for a code and hands the form (and no code) to /Verification', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({
      '/api/user/sendActivationCode': [[200, { message: 'Activation code sent', codeSent: true }]],
    });
    renderScreen(<SignupForm />, '/Signup');

    await fillValidForm(user);
    await unlock(user);
    await user.click(signUpButton());

    await waitFor(() => expect(location()).toBe('/Verification'));
    expect(api.bodies('/api/user/sendActivationCode')).toEqual([
      { email: 'abebe@example.com', altcha: 'payload' },
    ]);
    expect(locationState()).toEqual({
      fullname: 'Abebe Kebede',
      telephone: '+12025550143',
      email: 'abebe@example.com',
      password: 'Selam#2024',
    });
  });

  it.each<[OtherStatus, string, { message: string }]>([
    [409, 'Email already in use!', { message: 'Email already in use!' }],
    [400, 'Bot check failed', { message: 'Bot check failed' }],
    [500, 'Server error', { message: 'boom' }],
    [403, '403', { message: 'Forbidden' }],
  ])('on %i says "%s" and wants a new bot check', async (status, text, body) => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({ '/api/user/sendActivationCode': [[status, body]] });
    renderScreen(<SignupForm />, '/Signup');

    await fillValidForm(user);
    await unlock(user);
    await user.click(signUpButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(location()).toBe('/Signup');
    expect(api.navigate).not.toHaveBeenCalled();
    expect(signUpButton()).toBeDisabled();
  });

  it('clears "Email already in use!" once the e-mail is edited', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ '/api/user/sendActivationCode': [[409, { message: 'Email already in use!' }]] });
    renderScreen(<SignupForm />, '/Signup');
    await fillValidForm(user);
    await unlock(user);
    await user.click(signUpButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already in use!');

    await user.type(screen.getByLabelText('Email'), 'x');

    expect(screen.queryByText('Email already in use!')).toBeNull();
  });
});
