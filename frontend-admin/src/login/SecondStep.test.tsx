import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Admin } from '../api/types';
import { serveApi } from '../test/serveApi';
import { currentPath, ordinaryAdmin, renderApp } from '../test/renderApp';

vi.mock('../captcha/AltchaWidget', async () => {
  const { MockAltchaWidget } = await import('../test/MockAltchaWidget');
  return { AltchaWidget: MockAltchaWidget };
});

const admin: Admin = ordinaryAdmin;
const EXPIRED = 'Your login has expired, please log in again';
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/SelamTopup:abebe%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=SelamTopup',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
};
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

/** The password step, as an admin fills it. */
async function givePassword() {
  const { user } = renderApp('/Adminconfigpage', null);
  await user.type(await screen.findByLabelText('Email'), 'abebe@example.com');
  await user.type(screen.getByLabelText('Password'), 'Admin#2026x');
  await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('Admin login: the second step', () => {
  it('asks for the code after the password, shows a wrong one, and lands with the right one', async () => {
    const calls = serveApi({
      'POST /api/admin/login': { json: { secondFactor: 'code' } },
      'POST /api/admin/login/code': [
        { status: 401, json: { statusCode: 401, message: 'Invalid authentication code' } },
        { json: admin },
      ],
      'GET /api/admin/transactions': {
        json: [],
        headers: { 'Content-Range': 'transactions 0-0/0' },
      },
    });
    const user = await givePassword();
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    // The step loads when needed (login/AdminLoginPage.tsx).
    expect(
      await screen.findByText(
        'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toBeVisible();
    // Not logged in yet.
    expect(localStorage.getItem('AdloginStatus')).not.toBe('true');

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid authentication code')).toBeInTheDocument();
    // Still on the code step, not logged out.
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();

    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentPath()).toBe('/Admintransactionhistory'));
    expect(localStorage.getItem('AdloginStatus')).toBe('true');
    const codeCalls = calls.filter((call) => call.url === '/api/admin/login/code');
    expect(codeCalls.map((call) => call.body)).toEqual([{ code: '000000' }, { code: '123456' }]);
    // The password step renewed the session: the code step fetched a new CSRF token.
    const tokenFetches = calls.filter((call) => call.url === '/api/user/token').length;
    expect(tokenFetches).toBeGreaterThanOrEqual(2);
  });

  it('goes back to the password when the pending login expired', async () => {
    serveApi({
      'POST /api/admin/login': { json: { secondFactor: 'code' } },
      'POST /api/admin/login/code': {
        status: 401,
        json: { statusCode: 401, message: EXPIRED },
      },
    });
    const user = await givePassword();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    // A fresh bot check is needed for the next password.
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('leads an admin a master requires it of to enrol, shows the key as text and the recovery codes, then lands', async () => {
    const calls = serveApi({
      'POST /api/admin/login': { json: { secondFactor: 'enrol' } },
      'POST /api/admin/login/enrolment': { json: enrolment },
      'POST /api/admin/login/enrolment/confirm': [
        { status: 401, json: { statusCode: 401, message: 'Invalid authentication code' } },
        { json: { admin, recoveryCodes } },
      ],
      'GET /api/admin/transactions': {
        json: [],
        headers: { 'Content-Range': 'transactions 0-0/0' },
      },
    });
    const user = await givePassword();
    expect(
      await screen.findByText(
        'A master admin requires two-step verification for every admin: set up an authenticator app to log in.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up the authenticator app' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', enrolment.qrCode);
    expect(screen.getByLabelText('Key')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    await user.type(screen.getByLabelText('Authentication code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByText('Enter the 6 digits your app shows')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '6');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    // A wrong code is the screen's to show: no logout, the setup stays.
    expect(await screen.findByText('Invalid authentication code')).toBeInTheDocument();
    expect(screen.getByLabelText('Key')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list).toHaveTextContent('abcd0-efgh0');
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(localStorage.getItem('AdloginStatus')).not.toBe('true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentPath()).toBe('/Admintransactionhistory'));
    expect(localStorage.getItem('AdloginStatus')).toBe('true');
    expect(
      calls.filter((c) => c.url === '/api/admin/login/enrolment/confirm').map((c) => c.body),
    ).toEqual([{ code: '123456' }, { code: '123456' }]);
  });

  it('goes back to the password when the enrolling login expired', async () => {
    serveApi({
      'POST /api/admin/login': { json: { secondFactor: 'enrol' } },
      'POST /api/admin/login/enrolment': {
        status: 401,
        json: { statusCode: 401, message: EXPIRED },
      },
    });
    const user = await givePassword();
    await user.click(await screen.findByRole('button', { name: 'Set up the authenticator app' }));
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });
});
