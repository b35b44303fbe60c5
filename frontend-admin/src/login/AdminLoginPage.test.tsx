import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type AuthProvider, HttpError } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { authProvider } from '../authProvider';
import { serveApi } from '../test/serveApi';
import { AdminLoginPage } from './AdminLoginPage';

vi.mock('../captcha/AltchaWidget', async () => {
  const { MockAltchaWidget } = await import('../test/MockAltchaWidget');
  return { AltchaWidget: MockAltchaWidget };
});

function renderPage(login: AuthProvider['login'] = vi.fn().mockResolvedValue(undefined)) {
  const authProvider: AuthProvider = {
    login,
    logout: vi.fn().mockResolvedValue(undefined),
    checkAuth: vi.fn().mockResolvedValue(undefined),
    checkError: vi.fn().mockResolvedValue(undefined),
  };
  render(
    <MemoryRouter initialEntries={['/Adminconfigpage']}>
      <AdminContext authProvider={authProvider}>
        <AdminLoginPage />
      </AdminContext>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), login };
}

const loginButton = () => screen.getByRole('button', { name: 'Login' });
const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Password');

describe('AdminLoginPage', () => {
  it('keeps Login disabled until the captcha is solved', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(loginButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(loginButton()).toBeEnabled();
  });

  it('shows the required messages and does not log in with empty fields', async () => {
    const { user, login } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(loginButton());
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(login).not.toHaveBeenCalled();
  });

  it('validates the e-mail pattern once the field is left', async () => {
    const { user } = renderPage();
    await user.type(emailInput(), 'abebe@');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(emailInput(), 'example.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    const { user } = renderPage();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('sends email, password and the captcha payload', async () => {
    const { user, login } = renderPage();
    await user.type(emailInput(), ' abebe@example.com ');
    await user.type(passwordInput(), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(loginButton());
    expect(login).toHaveBeenCalledWith({
      email: 'abebe@example.com',
      password: 'Secret#123',
      altcha: 'solved-payload',
    });
  });

  it("says how long to wait after too many attempts (the server's Retry-After)", async () => {
    const calls = serveApi({
      'POST /api/admin/login': {
        status: 429,
        json: { statusCode: 429, message: 'Too many requests, please try again later.' },
        headers: { 'Retry-After-ip': '45' },
      },
    });
    const { user } = renderPage(authProvider.login);
    await user.type(emailInput(), 'abebe@example.com');
    await user.type(passwordInput(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(loginButton());
    expect(
      await screen.findByText(
        'Too many requests, please try again later. Try again in 45 seconds.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/admin/login')).toBe(true);
  });

  it.each([
    ['Invalid email or Password', new HttpError('Unauthorized', 401)],
    ['Bot check failed', new HttpError('Bot check failed', 400)],
  ])('shows "%s" after a failed login and asks for a new captcha', async (text, error) => {
    const { user } = renderPage(vi.fn().mockRejectedValue(error));
    await user.type(emailInput(), 'abebe@example.com');
    await user.type(passwordInput(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(loginButton());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(loginButton()).toBeDisabled();
  });
});
