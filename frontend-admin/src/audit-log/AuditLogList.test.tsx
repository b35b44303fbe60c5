import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listReply, queryOf, stubApi } from '../test/fetchStub';
import { masterAdmin, renderApp } from '../test/renderApp';

const entry = {
  id: 'l-1',
  at: '2026-03-01T10:00:00.000Z',
  adminId: 'm-1',
  adminEmail: 'marta@example.com',
  action: 'offers.build',
  detail: 'inserted 3',
};

describe('Audit log', () => {
  it('lists At, Admin, Action, Detail, newest first, filtered by action', async () => {
    const calls = stubApi({ 'GET /api/admin/audit-log': listReply('audit-log', [entry]) });
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
    expect(queryOf(calls.at(-1)!)).toMatchObject({
      filter: { action: 'offers.build' },
      sort: ['at', 'DESC'],
    });
  });

  it('says in words what a master changed on the queue dashboard', async () => {
    const change = {
      ...entry,
      action: 'queues.changed',
      detail: 'PUT /api/queues/mail/pause',
    };
    stubApi({ 'GET /api/admin/audit-log': listReply('audit-log', [change]) });
    renderApp('/audit-log', masterAdmin);
    expect(await screen.findByText('PUT /api/queues/mail/pause')).toBeInTheDocument();
    expect(screen.getByText('Changed the queues')).toBeInTheDocument();
  });

  it('is not loaded for an ordinary admin', async () => {
    const calls = stubApi({});
    renderApp('/audit-log');
    expect(await screen.findByText('This page is for master admins only.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('audit-log'))).toHaveLength(0);
  });
});
