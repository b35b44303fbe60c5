import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../test/serveApi';
import { renderApp } from '../test/renderApp';

const balance = {
  available: 1234.5,
  currency: 'USD',
  checkedAt: '2026-03-02T10:00:00.000Z',
  low: false,
  storefrontClosed: false,
  lastError: null,
  warnBelow: 200,
  closeBelow: 50,
};

const figures = {
  days: [
    { date: '2026-03-01', orders: 4, completed: 3, failed: 1, revenue: 30, cost: 25, margin: 5 },
    {
      date: '2026-03-02',
      orders: 6,
      completed: 5,
      failed: 0,
      revenue: 52.5,
      cost: 44.1,
      margin: 8.4,
    },
  ],
  totals: {
    orders: 10,
    completed: 8,
    revenue: 82.5,
    cost: 69.1,
    margin: 13.4,
    successRate: 0.889,
  },
  waiting: { payment: 2, fulfilment: 1, refund: 3 },
  balance,
};

const card = (label: string) => within(screen.getByRole('region', { name: label }));

describe('Dashboard', () => {
  it('shows the period figures from /dashboard?days=30', async () => {
    const calls = serveApi({ 'GET /api/admin/dashboard': { json: figures } });
    renderApp('/');
    expect(await screen.findByRole('region', { name: 'Orders today' })).toHaveTextContent('6');
    expect(card('Orders (30 days)').getByText('10')).toBeInTheDocument();
    expect(card('Revenue (30 days, USD)').getByText('82.50')).toBeInTheDocument();
    expect(card('Success rate').getByText('89%')).toBeInTheDocument();
    expect(card('Waiting for payment').getByText('2')).toBeInTheDocument();
    expect(card('Waiting for fulfilment').getByText('1')).toBeInTheDocument();
    expect(card('Waiting for refund').getByText('3')).toBeInTheDocument();
    expect(await screen.findByText('Orders per day')).toBeInTheDocument();
    expect(screen.getByText('Revenue, cost and margin per day (USD)')).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/admin/dashboard'))!.url).toBe(
      '/api/admin/dashboard?days=30',
    );
  });

  it('shows the DT One balance, the cost and the margin of the period and per day', async () => {
    serveApi({ 'GET /api/admin/dashboard': { json: figures } });
    renderApp('/');
    const balanceCard = within(await screen.findByRole('region', { name: 'DT One balance' }));
    expect(balanceCard.getByText('1234.50 USD')).toBeInTheDocument();
    expect(balanceCard.getByText(/^Checked /)).toBeInTheDocument();
    expect(balanceCard.queryByRole('alert')).not.toBeInTheDocument();
    expect(card('DT One cost (30 days, USD)').getByText('69.10')).toBeInTheDocument();
    expect(card('Margin (30 days, USD)').getByText('13.40')).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Money per day' })).getAllByRole('row');
    // Newest first: date, revenue, DT One cost, margin.
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateRevenueDT One costMargin',
      '2026-03-0252.5044.108.40',
      '2026-03-0130.0025.005.00',
    ]);
  });

  it.each([
    [
      { low: true, available: 150 },
      'Below 200.00 USD: the admins were mailed. Below 50.00 USD the storefront closes by itself.',
    ],
    [
      { low: true, storefrontClosed: true, available: 40 },
      'The storefront is closed automatically until the balance is at least 50.00 USD.',
    ],
  ])('says what the balance watch did (%o)', async (watch, text) => {
    serveApi({
      'GET /api/admin/dashboard': { json: { ...figures, balance: { ...balance, ...watch } } },
    });
    renderApp('/');
    const balanceCard = within(await screen.findByRole('region', { name: 'DT One balance' }));
    expect(balanceCard.getByRole('alert')).toHaveTextContent(text);
  });

  it('says so before the first check and when a check failed', async () => {
    serveApi({
      'GET /api/admin/dashboard': {
        json: {
          ...figures,
          balance: { ...balance, available: null, checkedAt: null, lastError: 'DT One timed out' },
        },
      },
    });
    renderApp('/');
    const balanceCard = within(await screen.findByRole('region', { name: 'DT One balance' }));
    expect(balanceCard.getByText('Not checked yet')).toBeInTheDocument();
    expect(balanceCard.getByRole('alert')).toHaveTextContent(
      'The last check could not read the balance (DT One timed out); nothing was changed.',
    );
  });

  it('shows a message, not a blank page, when the figures fail', async () => {
    serveApi({ 'GET /api/admin/dashboard': { status: 500, json: { message: 'down' } } });
    renderApp('/');
    expect(
      await screen.findByText('Oops! Internal server error has occured .'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'SelamTopup back office' })).toBeInTheDocument();
    // The tab says the name once (the heading is the back office's name itself).
    expect(document.title).toBe('SelamTopup back office');
  });
});
