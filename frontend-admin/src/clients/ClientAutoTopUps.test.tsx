import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientAutoTopUp } from '../api/types';
import { serveApi } from '../test/serveApi';
import { renderApp } from '../test/renderApp';
import { NO_AUTO_TOP_UPS } from './ClientAutoTopUps';

const id = '3d1f0c9a-0000-4000-8000-000000000001';
const client = { id, fullname: 'Sara Sender', email: 'sara@example.com', telephone: '+15550001' };
const noActivity = { json: { orders: [], ordersTotal: 0, mvmPayments: [], mvmPaymentsTotal: 0 } };
const schedule: ClientAutoTopUp = {
  id: '7b1f0c9a-0000-4000-8000-000000000007',
  productId: '7001',
  productName: '2,000 TZS Airtime',
  telenumber: '+255754123456',
  operatorName: 'Vodacom Tanzania',
  intervalDays: 7,
  status: 'active',
  stopReason: null,
  nextDueAt: '2026-12-04T10:00:00.000Z',
  nextAmountCents: null,
  agreedCents: 143,
  timeZone: 'UTC',
  createdAt: '2026-11-27T10:00:00.000Z',
  runs: [
    {
      period: 1,
      state: 'paid',
      dueAt: '2026-11-27T10:00:00.000Z',
      orderId: '6f1c2a5e-0000-4000-8000-000000000009',
      outcome: 'paid',
      detail: null,
      updatedAt: '2026-11-27T10:00:05.000Z',
    },
  ],
};

describe("Client page: the client's automatic top-ups", () => {
  it('says when there are none', async () => {
    serveApi({
      'GET /api/admin/clients/:id': { json: client },
      'GET /api/admin/clients/:id/activity': noActivity,
    });
    renderApp(`/clients/${id}/show`);
    expect(await screen.findByText(NO_AUTO_TOP_UPS)).toBeVisible();
  });

  it('lists each schedule with its runs, and pauses one with a reason', async () => {
    const calls = serveApi({
      'GET /api/admin/clients/:id': { json: client },
      'GET /api/admin/clients/:id/activity': noActivity,
      'GET /api/admin/clients/:id/auto-top-ups': { json: { autoTopUps: [schedule] } },
      'POST /api/admin/auto-top-ups/:id/pause': {
        json: { ...schedule, status: 'paused', stopReason: 'admin' },
      },
    });
    const { user } = renderApp(`/clients/${id}/show`);
    const section = within(await screen.findByRole('region', { name: 'Automatic top-ups' }));
    expect(
      await section.findByText(/2,000 TZS Airtime to \+255754123456, every 7 days · active/),
    ).toBeVisible();
    const runs = section.getByRole('table', { name: 'Runs of +255754123456' });
    expect(within(runs).getAllByRole('cell', { name: 'paid' })).toHaveLength(2);
    const pause = section.getByRole('button', { name: 'Pause' });
    expect(pause).toBeDisabled();
    await user.type(section.getByLabelText('Reason to pause'), 'asked by phone');
    await user.click(pause);
    await expect
      .poll(() =>
        calls.some(
          (c) =>
            c.method === 'POST' &&
            c.url.endsWith('/pause') &&
            (c.body as { reason?: string }).reason === 'asked by phone',
        ),
      )
      .toBe(true);
  });
});
