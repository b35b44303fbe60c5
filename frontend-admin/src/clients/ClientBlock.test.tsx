import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../test/serveApi';
import { renderApp } from '../test/renderApp';

const id = '3d1f0c9a-0000-4000-8000-000000000001';
const client = {
  id,
  fullname: 'Sara Sender',
  email: 'sara@example.com',
  telephone: '+15550001',
  blocked: null,
};
const blocked = {
  ...client,
  blocked: {
    at: '2026-03-01T10:00:00.000Z',
    reason: 'Early fraud warning issfr_1 (made_with_stolen_card) on order o-1',
    by: 'stripe',
  },
};
const activity = {
  json: { orders: [], ordersTotal: 0, mvmPayments: [], mvmPaymentsTotal: 0 },
};

describe('Client page: Block and Unblock', () => {
  it('shows why a client is blocked and unblocks with a reason', async () => {
    const calls = serveApi({
      'GET /api/admin/clients/:id': [{ json: blocked }, { json: client }],
      'GET /api/admin/clients/:id/activity': activity,
      'POST /api/admin/clients/:id/unblock': { json: client },
    });
    const { user } = renderApp(`/clients/${id}/show`);
    expect(
      await screen.findByText(
        /Blocked from buying since .* by Stripe \(fraud warning or dispute\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Early fraud warning issfr_1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unblock client' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Unblock' });
    expect(confirm).toBeDisabled(); // a reason first
    await user.type(within(dialog).getByLabelText(/Reason/), 'Cardholder confirmed by phone');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/unblock'))!;
    expect(post.body).toEqual({ reason: 'Cardholder confirmed by phone' });
    expect(await screen.findByText('May buy.')).toBeInTheDocument();
  });

  it('blocks with a reason and shows the server refusal', async () => {
    serveApi({
      'GET /api/admin/clients/:id': { json: client },
      'GET /api/admin/clients/:id/activity': activity,
      'POST /api/admin/clients/:id/block': {
        status: 400,
        json: { statusCode: 400, message: 'Please give a reason' },
      },
    });
    const { user } = renderApp(`/clients/${id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Block client' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
  });
});
