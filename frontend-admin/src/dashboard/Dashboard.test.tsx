import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../test/serveApi';
import { renderApp } from '../test/renderApp';

const figures = {
  days: [
    { date: '2026-03-01', orders: 4, completed: 3, failed: 1, revenue: 30 },
    { date: '2026-03-02', orders: 6, completed: 5, failed: 0, revenue: 52.5 },
  ],
  totals: { orders: 10, completed: 8, revenue: 82.5, successRate: 0.889 },
  waiting: { payment: 2, fulfilment: 1, refund: 3 },
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
    expect(screen.getByText('Revenue per day (USD)')).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/admin/dashboard'))!.url).toBe(
      '/api/admin/dashboard?days=30',
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
