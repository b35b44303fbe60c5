import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TransactionDetail } from '../api/types';
import { serveApi } from '../test/serveApi';
import { renderApp } from '../test/renderApp';

const id = '6f1c2a5e-0000-4000-8000-000000000009';
const order: TransactionDetail = {
  id,
  user: { email: 'sender@example.com' },
  telenumber: '+251911000001',
  country: 'Ethiopia',
  amount: 10.5,
  submitted: '2026-03-01T10:00:00.000Z',
  completed: null,
  status: 'FAILED',
  transtatus: 'Failed',
  productId: 'p-1',
  productName: '10 USD airtime',
  operatorName: 'Ethio Telecom',
  price: 10,
  serviceCharge: 0.5,
  cost: 9.18,
  margin: null,
  gateway: 'stripe',
  checkoutSessionId: 'cs_test_1',
  paymentRef: 'pi_123',
  providerTransactionId: 'dt-777',
  failureReason: 'Operator unavailable',
  refundRef: null,
  paidAt: '2026-03-01T10:01:00.000Z',
  paymentCountry: null,
  holdReason: null,
  heldAt: null,
  customer: {
    id: 'c-1',
    fullname: 'Sara Sender',
    email: 'sender@example.com',
    telephone: '+1555',
    blocked: null,
  },
  paymentAlerts: [],
  events: [
    {
      id: 'e1',
      at: '2026-03-01T10:00:00.000Z',
      from: null,
      to: 'PENDING_PAYMENT',
      actor: 'customer',
      detail: '',
    },
    {
      id: 'e2',
      at: '2026-03-01T10:03:00.000Z',
      from: 'SUBMITTED',
      to: 'FAILED',
      actor: 'worker',
      detail: 'DT One refused',
    },
  ],
  actions: { check: true, refund: true, approve: false, refuse: false },
};
const path = `/transactions/${id}/show`;
const moneySection = (heading: HTMLElement) => heading.closest('section') as HTMLElement;

describe('Order page', () => {
  it('shows references, customer and events', async () => {
    serveApi({ 'GET /api/admin/transactions/:id': { json: order } });
    renderApp(path);
    expect(await screen.findByText('pi_123')).toBeInTheDocument();
    expect(screen.getByText('dt-777')).toBeInTheDocument();
    expect(screen.getByText('cs_test_1')).toBeInTheDocument();
    expect(screen.getByText('Sara Sender')).toBeInTheDocument();
    expect(screen.getByText('Operator unavailable')).toBeInTheDocument();
    expect(screen.getByText('Not complete')).toBeInTheDocument();
    const events = within(screen.getByRole('list', { name: 'Order events' }));
    expect(events.getByText('Waiting for payment')).toBeInTheDocument();
    expect(events.getByText('Sending → Failed')).toBeInTheDocument();
    expect(events.getByText(/worker · DT One refused/)).toBeInTheDocument();
  });

  it('shows an early fraud warning, a dispute and its status, and the blocked customer', async () => {
    serveApi({
      'GET /api/admin/transactions/:id': {
        json: {
          ...order,
          customer: {
            ...order.customer,
            blocked: { at: '2026-03-02T10:00:00.000Z', reason: 'Dispute dp_1', by: 'stripe' },
          },
          paymentAlerts: [
            {
              id: 'issfr_1',
              kind: 'early_fraud_warning',
              status: 'actionable',
              reason: 'made_with_stolen_card',
              amount: null,
              refundRef: 're_1',
              at: '2026-03-02T09:00:00.000Z',
              updatedAt: '2026-03-02T09:00:00.000Z',
            },
            {
              id: 'dp_1',
              kind: 'dispute',
              status: 'needs_response',
              reason: 'fraudulent',
              amount: 10.5,
              refundRef: null,
              at: '2026-03-02T10:00:00.000Z',
              updatedAt: '2026-03-02T10:00:00.000Z',
            },
          ],
        },
      },
    });
    renderApp(path);
    const section = within(await screen.findByRole('region', { name: 'Fraud and disputes' }));
    expect(section.getByText(/issfr_1 \(made with stolen card\).*refunded \(re_1\)/)).toBeVisible();
    expect(section.getByText(/dp_1 \(fraudulent, 10\.50 USD\)/)).toBeVisible();
    expect(section.getByText('Needs a response')).toBeVisible();
    expect(section.getByText(/customer is blocked from buying: Dispute dp_1/)).toBeVisible();
  });

  it('shows what DT One charged and, once delivered, the margin; "—" where unknown', async () => {
    serveApi({
      'GET /api/admin/transactions/:id': {
        json: { ...order, status: 'COMPLETED', transtatus: 'Delivered', margin: 1.32 },
      },
    });
    renderApp(path);
    const money = within(moneySection(await screen.findByRole('heading', { name: 'Money' })));
    expect(money.getByText('DT One cost USD').nextSibling).toHaveTextContent('9.18');
    expect(money.getByText('Margin USD').nextSibling).toHaveTextContent('1.32');
    expect(money.getByText('Paid USD (price + service charge)').nextSibling).toHaveTextContent(
      '10.50',
    );
  });

  it('shows "—" for the cost and margin of an order from before they were kept', async () => {
    serveApi({ 'GET /api/admin/transactions/:id': { json: { ...order, cost: null } } });
    renderApp(path);
    const money = within(moneySection(await screen.findByRole('heading', { name: 'Money' })));
    expect(money.getByText('DT One cost USD').nextSibling).toHaveTextContent('—');
    expect(money.getByText('Margin USD').nextSibling).toHaveTextContent('—');
  });

  it('checks now after confirmation, shows the outcome and reloads', async () => {
    const calls = serveApi({
      'GET /api/admin/transactions/:id': [
        { json: order },
        { json: { ...order, status: 'COMPLETED', transtatus: 'Delivered' } },
      ],
      'POST /api/admin/transactions/:id/check': {
        json: { outcome: 'completed', order: { ...order, status: 'COMPLETED' } },
      },
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Check now' }));
    const dialog = await screen.findByRole('dialog');
    // "No" closes without calling the server.
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Check now' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(
      await screen.findByText('Delivered: the top-up provider confirms the top-up.'),
    ).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.url.endsWith('/check'))!;
    expect(post.headers.get('x-csrf-token')).toBe('tok');
    expect(await screen.findByText('Delivered')).toBeInTheDocument();
  });

  it('offers Refund only when the order allows it, and shows a refusal', async () => {
    serveApi({
      'GET /api/admin/transactions/:id': { json: order },
      'POST /api/admin/transactions/:id/refund': {
        status: 409,
        json: { statusCode: 409, message: 'This order cannot be refunded' },
      },
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('This order cannot be refunded')).toBeInTheDocument();
  });

  it('hides Refund when actions.refund is false', async () => {
    serveApi({
      'GET /api/admin/transactions/:id': {
        json: { ...order, actions: { check: true, refund: false, approve: false, refuse: false } },
      },
    });
    renderApp(path);
    expect(await screen.findByRole('button', { name: 'Check now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  describe('an order held for review', () => {
    const held: TransactionDetail = {
      ...order,
      status: 'HELD_FOR_REVIEW',
      transtatus: 'Held for review',
      failureReason: null,
      paymentCountry: 'US',
      holdReason: 'paid from US, account in ET',
      heldAt: '2026-03-01T10:01:00.000Z',
      actions: { check: false, refund: false, approve: true, refuse: true },
    };

    it('shows why it is held and the payment’s country; offers Approve and Refuse only', async () => {
      serveApi({ 'GET /api/admin/transactions/:id': { json: held } });
      renderApp(path);
      expect(await screen.findByText('paid from US, account in ET')).toBeInTheDocument();
      expect(screen.getByText('US')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Refuse' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    });

    it.each([
      ['Approve', 'approve', 'in-progress', 'Still in progress'],
      ['Refuse', 'refuse', 'refunded', 'Refunded: the money went back'],
    ] as const)(
      '%s asks first, then posts and shows the outcome',
      async (name, action, outcome, text) => {
        const calls = serveApi({
          'GET /api/admin/transactions/:id': { json: held },
          [`POST /api/admin/transactions/:id/${action}`]: { json: { outcome, order: held } },
        });
        const { user } = renderApp(path);
        await user.click(await screen.findByRole('button', { name }));
        await user.click(
          within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
        );
        expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
        const posts = calls.filter((call) => call.method === 'POST');
        expect(posts.map((call) => call.url.split('/').at(-1))).toEqual([action]);
      },
    );

    it('shows the server’s 409 when someone decided first', async () => {
      serveApi({
        'GET /api/admin/transactions/:id': { json: held },
        'POST /api/admin/transactions/:id/approve': {
          status: 409,
          json: { statusCode: 409, message: 'This order is not held for review' },
        },
      });
      const { user } = renderApp(path);
      await user.click(await screen.findByRole('button', { name: 'Approve' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
      );
      expect(await screen.findByText('This order is not held for review')).toBeInTheDocument();
    });
  });
});
