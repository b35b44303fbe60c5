import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientActivity, MvmPayment } from '../api/types';
import { anOrderPage } from '../test/fixtures';
import { listReply, serveApi } from '../test/serveApi';
import { pretendPhoneScreen } from '../test/phoneScreen';
import { renderApp } from '../test/renderApp';

const id = '3d1f0c9a-0000-4000-8000-000000000001';
const client = { id, fullname: 'Sara Sender', email: 'sara@example.com', telephone: '+15550001' };
const order: ClientActivity['orders'][number] = {
  id: '6f1c2a5e-0000-4000-8000-000000000009',
  user: { email: 'sara@example.com' },
  telenumber: '+251911000001',
  country: 'Ethiopia',
  amount: 10.8,
  cost: null,
  submitted: '2026-03-01T10:00:00.000Z',
  completed: null,
  status: 'FAILED',
  transtatus: 'Failed',
};
const payment: MvmPayment = {
  id: '9a2b3c4d-0000-4000-8000-000000000002',
  status: 'PAID',
  provider: 'stripe',
  kind: 'course',
  course: 'Python I',
  payerName: 'Sara Sender',
  payerEmail: 'Sara@Example.com',
  description: 'Python I, part 1',
  amountUsd: '250.00',
  providerOrderId: null,
  providerRef: 'pi_1',
  failureReason: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  paidAt: '2026-03-02T10:00:00.000Z',
};

const activity = (over: Partial<ClientActivity> = {}) => ({
  json: { orders: [order], ordersTotal: 1, mvmPayments: [payment], mvmPaymentsTotal: 1, ...over },
});

describe('Client page', () => {
  it('opens from a row of the List Of Clients', async () => {
    serveApi({
      'GET /api/admin/clients': listReply('clients', [client]),
      'GET /api/admin/clients/:id': { json: client },
      'GET /api/admin/clients/:id/activity': activity(),
    });
    const { user } = renderApp('/Userinformation');
    await user.click(await screen.findByText('sara@example.com'));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent(`/clients/${id}/show`),
    );
    expect(await screen.findByRole('heading', { name: 'Sara Sender', level: 1 })).toBeVisible();
  });

  it("shows the client's details, orders and Mvm payments, each linking to its own page", async () => {
    serveApi({
      'GET /api/admin/clients/:id': { json: client },
      'GET /api/admin/clients/:id/activity': activity(),
      'GET /api/admin/transactions/:id': {
        json: anOrderPage({
          ...order,
          actions: { check: true, refund: false, approve: false, refuse: false },
        }),
      },
    });
    const { user } = renderApp(`/clients/${id}/show`);
    expect(await screen.findByRole('heading', { name: 'Sara Sender', level: 1 })).toBeVisible();
    expect(screen.getByText('+15550001')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Orders (1)' })).toBeVisible();
    const orders = within(screen.getByRole('table', { name: 'Orders' }));
    expect(orders.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Submitted Date',
      'Receiver Mobile Number',
      'Country',
      'Amount USD',
      'Completed Date',
      'Transaction Status',
    ]);
    expect(orders.getByText('10.80')).toBeInTheDocument();
    expect(orders.getByText('Not complete')).toBeInTheDocument();
    expect(orders.getByText('Failed')).toBeInTheDocument();
    const payments = within(screen.getByRole('table', { name: 'Mvm payments' }));
    expect(payments.getByText('Python I')).toBeInTheDocument();
    expect(payments.getByText('250.00')).toBeInTheDocument();
    expect(payments.getByRole('link', { name: /Mvm payment of/ })).toHaveAttribute(
      'href',
      `/mvm-payments/${payment.id}/show`,
    );
    await user.click(orders.getByRole('link', { name: /Order of .* to \+251911000001/ }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent(`/transactions/${order.id}/show`),
    );
  });

  it('says when there are none, and links to all orders when there are more than shown', async () => {
    serveApi({
      'GET /api/admin/clients/:id': { json: client },
      'GET /api/admin/clients/:id/activity': [
        activity({ ordersTotal: 57, mvmPayments: [], mvmPaymentsTotal: 0 }),
      ],
    });
    renderApp(`/clients/${id}/show`);
    expect(await screen.findByRole('heading', { name: 'Orders (newest 1 of 57)' })).toBeVisible();
    expect(screen.getByText('No Mvm payments with this e-mail')).toBeInTheDocument();
    const all = screen.getByRole('link', { name: 'All 57 orders in the Transaction History' });
    expect(all.getAttribute('href')).toBe(
      `/Admintransactionhistory?filter=${encodeURIComponent('{"q":"sara@example.com"}')}`,
    );
  });

  it('on a phone lists orders and payments as list items, each a link to its page', async () => {
    pretendPhoneScreen();
    serveApi({
      'GET /api/admin/clients/:id': { json: client },
      'GET /api/admin/clients/:id/activity': activity(),
    });
    renderApp(`/clients/${id}/show`);
    const orders = await screen.findByRole('list', { name: 'Orders' });
    // A list holds only list items (screen readers count them); each holds the link.
    for (const child of Array.from(orders.children)) expect(child.tagName).toBe('LI');
    expect(within(orders).getByRole('link')).toHaveAttribute(
      'href',
      `/transactions/${order.id}/show`,
    );
    const payments = screen.getByRole('list', { name: 'Mvm payments' });
    expect(within(payments).getByRole('link')).toHaveTextContent('250.00 USD, Python I');
  });

  it('shows an error line when the orders cannot be read', async () => {
    serveApi({
      'GET /api/admin/clients/:id': { json: client },
      'GET /api/admin/clients/:id/activity': {
        status: 500,
        json: { statusCode: 500, message: 'Server error' },
      },
    });
    renderApp(`/clients/${id}/show`);
    expect(await screen.findByRole('heading', { name: 'Sara Sender', level: 1 })).toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent?.trim())).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: /^Orders/ })).not.toBeInTheDocument();
  });
});
