import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../test/serveApi';
import { ordinaryAdmin, renderApp } from '../test/renderApp';

const off = { enrolled: false, enrolledAt: null, recoveryCodesLeft: 0, required: false };
const enrolment = {
  secret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
  uri: 'otpauth://totp/SelamTopup:abebe%40example.com?secret=KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD&issuer=SelamTopup',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
};
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `wxyz${i}-mnpq${i}`);

const card = async () =>
  within(await screen.findByRole('region', { name: 'Two-step verification' }));

describe('Profile: two-step verification', () => {
  it('sets up an authenticator app: QR code, the key as text, the first code, the recovery codes', async () => {
    let enrolled = false;
    const calls = serveApi({
      'GET /api/admin/me': { json: ordinaryAdmin },
      'GET /api/admin/totp': () => ({
        json: enrolled
          ? {
              enrolled: true,
              enrolledAt: '2026-11-26T10:00:00.000Z',
              recoveryCodesLeft: 10,
              required: false,
            }
          : off,
      }),
      'POST /api/admin/totp/enrolment': { json: enrolment },
      'POST /api/admin/totp/enrolment/confirm': [
        { status: 400, json: { statusCode: 400, message: 'Invalid authentication code' } },
        () => {
          enrolled = true;
          return { json: { recoveryCodes } };
        },
      ],
    });
    const { user } = renderApp('/updateadmin');
    const section = await card();
    expect(
      await section.findByText(
        'Two-step verification is off. With it, logging in also asks for a code from an authenticator app on your phone.',
      ),
    ).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Set up' }));
    expect(
      await section.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(section.getByLabelText('Key')).toHaveTextContent(
      'KVKF KRCP NZQU YMLX OVYD SQKJ KZDT SRLD',
    );

    await user.type(section.getByLabelText('Authentication code'), '111 111');
    await user.click(section.getByRole('button', { name: 'Turn on' }));
    // 400: the screen shows it, the admin stays logged in.
    expect(await section.findByText('Invalid authentication code')).toBeInTheDocument();
    expect(localStorage.getItem('AdloginStatus')).toBe('true');
    await user.click(section.getByRole('button', { name: 'Turn on' }));

    const list = await section.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(section.getByText('Two-step verification is on.')).toBeInTheDocument();
    expect(
      calls.filter((c) => c.url === '/api/admin/totp/enrolment/confirm').map((c) => c.body),
    ).toEqual([{ code: '111111' }, { code: '111111' }]);
  });

  it('says since when it is on, how many recovery codes are left, and what to do without the phone', async () => {
    serveApi({
      'GET /api/admin/me': { json: ordinaryAdmin },
      'GET /api/admin/totp': {
        json: {
          enrolled: true,
          enrolledAt: '2026-11-26T10:00:00.000Z',
          recoveryCodesLeft: 7,
          required: true,
        },
      },
    });
    renderApp('/updateadmin');
    const section = await card();
    expect(await section.findByText(/^Two-step verification is on since /)).toBeInTheDocument();
    expect(section.getByText('Recovery codes left: 7')).toBeInTheDocument();
    expect(
      section.getByText(
        'Lost your phone? Log in with a recovery code, or ask a master admin to reset your two-step verification.',
      ),
    ).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Set up' })).not.toBeInTheDocument();
  });

  it('warns an admin without it when a master requires it', async () => {
    serveApi({
      'GET /api/admin/me': { json: ordinaryAdmin },
      'GET /api/admin/totp': { json: { ...off, required: true } },
    });
    renderApp('/updateadmin');
    const section = await card();
    expect(
      await section.findByText(
        'A master admin requires two-step verification: set it up now, or your next login will ask you to.',
      ),
    ).toBeInTheDocument();
  });
});
