import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Admin, AuditEntry } from '../api/types';
import { listReply, queryOf, serveApi } from '../test/serveApi';
import { masterAdmin, renderApp } from '../test/renderApp';

const entry: AuditEntry = {
  id: 'l-1',
  at: '2026-03-01T10:00:00.000Z',
  adminId: 'm-1',
  adminEmail: 'marta@example.com',
  action: 'offers.build',
  detail: 'inserted 3',
};

const admins = {
  'GET /api/admin/admins': listReply('admins', [
    { id: 'a-1', fullname: 'Ana Admin', email: 'ana@example.com', type: 'admin' },
    { id: 'm-1', fullname: 'Marta Master', email: 'marta@example.com', type: 'master' },
  ] satisfies Admin[]),
};

describe('Audit log', () => {
  it('lists At, Admin, Action, Detail, newest first, filtered by action', async () => {
    const calls = serveApi({
      'GET /api/admin/audit-log': listReply('audit-log', [entry]),
      ...admins,
    });
    renderApp(
      `/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: 'offers.build' }))}`,
      masterAdmin,
    );
    expect(await screen.findByText('inserted 3')).toBeInTheDocument();
    // The action in words, in the row and as the filter's chosen value.
    expect(screen.getAllByText('Built the offers').length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'At',
      'Admin',
      'Action',
      'Detail',
    ]);
    const listCall = calls.filter((call) => call.url.startsWith('/api/admin/audit-log')).at(-1);
    expect(queryOf(listCall!)).toMatchObject({
      filter: { action: 'offers.build' },
      sort: ['at', 'DESC'],
    });
  });

  it('says in words what a master changed on the queue dashboard', async () => {
    const change: AuditEntry = {
      ...entry,
      action: 'queues.changed',
      detail: 'PUT /api/queues/mail/pause',
    };
    serveApi({ 'GET /api/admin/audit-log': listReply('audit-log', [change]), ...admins });
    renderApp('/audit-log', masterAdmin);
    expect(await screen.findByText('PUT /api/queues/mail/pause')).toBeInTheDocument();
    expect(screen.getByText('Changed the queues')).toBeInTheDocument();
  });

  it('filters by admin and by days, from and to', async () => {
    const calls = serveApi({
      'GET /api/admin/audit-log': listReply('audit-log', [entry]),
      ...admins,
    });
    const filter = { from: '2026-03-01', to: '2026-03-02' };
    const { user } = renderApp(
      `/audit-log?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      masterAdmin,
    );
    expect(await screen.findByText('inserted 3')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-02');
    await user.click(screen.getByRole('combobox', { name: 'Admin' }));
    await user.click(await screen.findByRole('option', { name: 'ana@example.com' }));
    await waitFor(() =>
      expect(queryOf(calls.filter((c) => c.url.includes('audit-log')).at(-1)!).filter).toEqual({
        ...filter,
        admin: 'ana@example.com',
      }),
    );
  });

  it('is not loaded for an ordinary admin', async () => {
    const calls = serveApi({});
    renderApp('/audit-log');
    expect(await screen.findByText('This page is for master admins only.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('audit-log'))).toHaveLength(0);
  });
});
