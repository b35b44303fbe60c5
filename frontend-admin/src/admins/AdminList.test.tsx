import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Admin } from '../api/types';
import { listReply, queryOf, serveApi } from '../test/serveApi';
import { masterAdmin, renderApp } from '../test/renderApp';

const other: Admin = {
  id: 'o-2',
  fullname: 'Other Admin',
  email: 'other@example.com',
  type: 'admin',
};

describe('List of all Admins', () => {
  it('asks before deleting, then the row disappears', async () => {
    // Like the server: once deleted, the admin is no longer listed.
    let deleted = false;
    const calls = serveApi({
      'GET /api/admin/admins': () =>
        listReply('admins', deleted ? [masterAdmin] : [masterAdmin, other]),
      'DELETE /api/admin/admins/:id': () => {
        deleted = true;
        return { json: other };
      },
    });
    const { user } = renderApp('/getadmins', masterAdmin);
    expect(await screen.findByText('other@example.com')).toBeInTheDocument();
    expect(queryOf(calls.find((call) => call.url.startsWith('/api/admin/admins?'))!)).toMatchObject(
      { range: [0, 9], sort: ['fullname', 'ASC'] },
    );

    await user.click(screen.getByRole('button', { name: 'Delete other@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this Admin?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete other@example.com' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(screen.queryByText('other@example.com')).not.toBeInTheDocument());
    const deletion = calls.find((call) => call.method === 'DELETE')!;
    expect(deletion.url).toBe('/api/admin/admins/o-2');
    expect(deletion.headers.get('x-csrf-token')).toBe('tok');
    expect(screen.getByText('marta@example.com')).toBeInTheDocument();
  });

  it('shows the server refusal and keeps the row', async () => {
    const master2: Admin = {
      id: 'm-2',
      fullname: 'Second Master',
      email: 'm2@example.com',
      type: 'master',
    };
    serveApi({
      'GET /api/admin/admins': listReply('admins', [masterAdmin, master2]),
      'DELETE /api/admin/admins/:id': {
        status: 409,
        json: { statusCode: 409, message: 'The last master admin cannot be deleted' },
      },
    });
    const { user } = renderApp('/getadmins', masterAdmin);
    await user.click(await screen.findByRole('button', { name: 'Delete m2@example.com' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('The last master admin cannot be deleted')).toBeInTheDocument();
    expect(screen.getByText('m2@example.com')).toBeInTheDocument();
  });

  it("says who is a master and offers no Delete on one's own row", async () => {
    serveApi({ 'GET /api/admin/admins': listReply('admins', [masterAdmin, other]) });
    renderApp('/getadmins', masterAdmin);
    const own = (await screen.findByText('marta@example.com')).closest('tr')!;
    expect(within(own).getByText('Master admin')).toBeInTheDocument();
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    const row = screen.getByText('other@example.com').closest('tr')!;
    expect(within(row).getByText('Admin')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Delete other@example.com' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Role' })).toBeInTheDocument();
  });

  it('sends an admin whose master role is gone to the ordinary landing on 403', async () => {
    serveApi({
      'GET /api/admin/admins': { status: 403, json: { statusCode: 403, message: 'Forbidden' } },
      'GET /api/admin/transactions': listReply('transactions', []),
      'GET /api/admin/countries': { json: [] },
    });
    renderApp('/getadmins', masterAdmin);
    expect(await screen.findByText('No transactions available')).toBeInTheDocument();
    expect(localStorage.getItem('AdloginStatus')).toBe('true');
    expect(localStorage.getItem('MasterloginStatus')).toBe('false');
  });
});
