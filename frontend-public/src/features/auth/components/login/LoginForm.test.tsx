import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api as client } from '@/lib/api-client';
import { restoreApi, stubApi } from '@/test/api-stub';
import type { OtherStatus } from '@/test/api-stub';
import { expectHelperText, location, locationState } from '@/test/queries';
import { renderScreen } from '@/test/render';
import { LoginForm } from './LoginForm';

vi.mock('@/components/captcha/AltchaWidget', () => import('@/test/altcha-widget.mock'));

beforeEach(() => localStorage.clear());
afterEach(restoreApi);

const user = { fullname: 'Abebe Kebede', telephone: '+251911234567', email: 'abebe@example.com' };
const loginButton = () => screen.getByRole('button', { name: 'Login' });

async function logIn(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText('Email'), 'abebe@example.com');
  await u.type(screen.getByLabelText('Password', { selector: 'input' }), 'Selam#2024');
  await u.click(screen.getByRole('button', { name: 'Solve bot check' }));
  await u.click(loginButton());
}

describe('LoginForm', () => {
  it('links to Forgot Password and SignUp, and waits for the bot check', async () => {
    const u = userEvent.setup({ delay: null });
    renderScreen(<LoginForm />, '/Login');

    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/ForgotPassword',
    );
    for (const link of screen.getAllByRole('link', { name: 'SignUp' })) {
      expect(link).toHaveAttribute('href', '/Signup');
    }
    expect(loginButton()).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Solve bot check' }));
    expect(loginButton()).toBeEnabled();
  });

  it('says the account was created when it comes from signup', () => {
    renderScreen(<LoginForm />, '/Login', { accountCreated: true });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your account has been created. Please log in.',
    );
  });

  it('says nothing of an account otherwise', () => {
    renderScreen(<LoginForm />, '/Login');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('wants both fields', async () => {
    const u = userEvent.setup({ delay: null });
    const api = stubApi({});
    renderScreen(<LoginForm />, '/Login');

    await u.click(screen.getByRole('button', { name: 'Solve bot check' }));
    await u.click(loginButton());

    await expectHelperText('Email', 'This field is required');
    await expectHelperText('Password', 'This field is required');
    expect(api.calls()).toEqual([]);
  });

  it('logs in, forgets the old CSRF token and hands the top-up choices back to /', async () => {
    const u = userEvent.setup({ delay: null });
    const api = stubApi({
      '/api/user/loginUser': [[200, { user }]],
      '/api/user/logout': [[200, { message: 'Logged out' }]],
    });
    const selection = {
      selectedCountry: 'Ethiopia',
      selectedOperator: 'Ethio telecom',
      selectedOffer: 'Airtime',
      selectedAmount: '50 ETB ($1.20)',
      phoneNumber: '+251911234567',
    };
    renderScreen(<LoginForm />, '/Login', { ...selection, product: { productId: 7 } });

    await logIn(u);

    await waitFor(() => expect(location()).toBe('/'));
    expect(locationState()).toEqual(selection);
    expect(api.bodies('/api/user/loginUser')).toEqual([
      { email: 'abebe@example.com', password: 'Selam#2024', altcha: 'payload' },
    ]);
    expect(localStorage.getItem('loginStatus')).toBe('true');
    expect(JSON.parse(localStorage.getItem('userdata') ?? '')).toEqual(user);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);

    // The next mutating call asks for a token of the new session.
    await client.post('/api/user/logout');
    const paths = api.calls().map((call) => call.url);
    expect(paths.filter((path) => path === '/api/user/token')).toHaveLength(2);
  });

  it('goes to / with no state when it was given no choices', async () => {
    const u = userEvent.setup({ delay: null });
    stubApi({ '/api/user/loginUser': [[200, { user }]] });
    renderScreen(<LoginForm />, '/Login');

    await logIn(u);

    await waitFor(() => expect(location()).toBe('/'));
    expect(locationState()).toBeNull();
  });

  it.each<[OtherStatus, string, { message: string } | undefined]>([
    [401, 'Invalid email or Password', { message: 'Invalid email or Password' }],
    [400, 'Invalid email format', undefined],
    [400, 'Bot check failed', { message: 'Bot check failed' }],
  ])('on %i says "%s", stays logged out and wants a new bot check', async (status, text, body) => {
    const u = userEvent.setup({ delay: null });
    const api = stubApi({ '/api/user/loginUser': [[status, body]] });
    renderScreen(<LoginForm />, '/Login');

    await logIn(u);

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(api.navigate).not.toHaveBeenCalled();
    expect(location()).toBe('/Login');
    expect(localStorage.getItem('loginStatus')).toBeNull();
    expect(loginButton()).toBeDisabled();
  });

  it('leaves a 500 to the API client, which goes to /Error500', async () => {
    const u = userEvent.setup({ delay: null });
    const api = stubApi({ '/api/user/loginUser': [[500, { message: 'boom' }]] });
    renderScreen(<LoginForm />, '/Login');

    await logIn(u);

    await waitFor(() => expect(api.navigate).toHaveBeenCalledWith('/Error500'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
