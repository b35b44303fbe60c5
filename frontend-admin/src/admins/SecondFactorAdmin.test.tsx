import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Admin } from '../api/types';
import { listReply, serveApi } from '../test/serveApi';
import { masterAdmin, renderApp } from '../test/renderApp';

const other: Admin = {
  id: 'o-2',
  fullname: 'Other Admin',
  email: 'other@example.com',
  type: 'admin',
};
const off = { enrolled: false, enrolledAt: null, recoveryCodesLeft: 0, required: false };

describe('List of Admins: two-step verification', () => {
  it("resets another admin's second factor after asking, and says what the server said", async () => {
    const calls = serveApi({
      'GET /api/admin/admins': listReply('admins', [masterAdmin, other]),
      'DELETE /api/admin/admins/:id/totp': [
        { json: { message: 'Two-step verification has been reset' } },
        {
          status: 404,
          json: { statusCode: 404, message: 'This admin has no two-step verification' },
        },
      ],
    });
    const { user } = renderApp('/getadmins', masterAdmin);
    await user.click(await screen.findByRole('button', { name: 'Reset 2FA of other@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      "Reset this admin's two-step verification? They will log in with their password alone, then set up their authenticator app again.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Two-step verification has been reset')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/admin/admins/o-2/totp',
    ]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reset 2FA of other@example.com' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('This admin has no two-step verification')).toBeInTheDocument();
    // Still logged in: a refusal on the screen, not a lost session.
    expect(localStorage.getItem('AdloginStatus')).toBe('true');
    // None on one's own row.
    expect(
      screen.queryByRole('button', { name: 'Reset 2FA of marta@example.com' }),
    ).not.toBeInTheDocument();
  });

  it('switches the rule for every admin', async () => {
    let required = false;
    const calls = serveApi({
      'GET /api/admin/admins': listReply('admins', [masterAdmin, other]),
      'GET /api/admin/totp': () => ({ json: { ...off, required } }),
      'PUT /api/admin/totp/required': (call) => {
        required = (call.body as { required: boolean }).required;
        return { json: { required } };
      },
    });
    const { user } = renderApp('/getadmins', masterAdmin);
    const rule = await screen.findByRole('switch', {
      name: 'Require two-step verification for every admin',
    });
    await waitFor(() => expect(rule).toBeEnabled());
    expect(rule).not.toBeChecked();
    await user.click(rule);
    await waitFor(() => expect(rule).toBeChecked());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { required: true },
    ]);
    expect(
      screen.getByText(
        'Admins without an authenticator app set one up at their next login; sessions already open carry on.',
      ),
    ).toBeInTheDocument();
  });
});
