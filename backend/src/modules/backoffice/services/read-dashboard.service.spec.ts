import { AppConfig } from '@config/app-config';
import { MemoryBalanceWatchStore, MemoryDashboardFigures } from '../testing/backoffice-fakes';
import { ReadDashboardService } from './read-dashboard.service';

const config = new AppConfig({ DTONE_BALANCE_WARN_USD: '200', DTONE_BALANCE_CLOSE_USD: '50' });
const dashboards = (figures: MemoryDashboardFigures, watch = new MemoryBalanceWatchStore()) =>
  new ReadDashboardService(figures, watch, config);
const noBalance = {
  available: null,
  currency: null,
  checkedAt: null,
  low: false,
  storefrontClosed: false,
  lastError: null,
  warnBelow: 200,
  closeBelow: 50,
};

describe('the dashboard', () => {
  it('covers every UTC day of the window, sums per day and in total, rates success', async () => {
    const figures = new MemoryDashboardFigures();
    figures.counts = [
      {
        day: '2026-03-10',
        status: 'COMPLETED',
        orders: 3,
        cents: 3300,
        costCents: 2000,
        costedCents: 2200,
      },
      {
        day: '2026-03-10',
        status: 'REFUNDED',
        orders: 1,
        cents: 700,
        costCents: 500,
        costedCents: 700,
      },
      { day: '2026-03-08', status: 'FAILED', orders: 1, cents: 700, costCents: 0, costedCents: 0 },
      {
        day: '2026-03-08',
        status: 'PENDING_PAYMENT',
        orders: 2,
        cents: 1400,
        costCents: 900,
        costedCents: 1400,
      },
      {
        day: '2026-03-08',
        status: 'COMPLETED',
        orders: 1,
        cents: 1005,
        costCents: 800,
        costedCents: 1005,
      },
    ];
    figures.waitingNow = { payment: 2, fulfilment: 0, refund: 1 };
    const dashboard = await dashboards(figures).read(3, new Date('2026-03-10T23:59:00Z'));
    expect(figures.asked[0]).toEqual({
      from: new Date('2026-03-08T00:00:00Z'),
      to: new Date('2026-03-11T00:00:00Z'),
    });
    expect(dashboard).toEqual({
      days: [
        // Margin over the completed orders whose cost is known: 10.05 - 8.00.
        {
          date: '2026-03-08',
          orders: 4,
          completed: 1,
          failed: 1,
          revenue: 10.05,
          cost: 8,
          margin: 2.05,
        },
        { date: '2026-03-09', orders: 0, completed: 0, failed: 0, revenue: 0, cost: 0, margin: 0 },
        // One of the three completed orders has no known cost: 22.00 - 20.00.
        {
          date: '2026-03-10',
          orders: 4,
          completed: 3,
          failed: 1,
          revenue: 33,
          cost: 20,
          margin: 2,
        },
      ],
      totals: {
        orders: 8,
        completed: 4,
        revenue: 43.05,
        cost: 28,
        margin: 4.05,
        successRate: 0.6667,
      },
      waiting: { payment: 2, fulfilment: 0, refund: 1 },
      balance: noBalance,
    });
  });

  it('rates 0 while nothing has ended', async () => {
    const dashboard = await dashboards(new MemoryDashboardFigures()).read(1);
    expect(dashboard.totals).toEqual({
      orders: 0,
      completed: 0,
      revenue: 0,
      cost: 0,
      margin: 0,
      successRate: 0,
    });
    expect(dashboard.days).toHaveLength(1);
  });

  it('shows the DT One balance the last check read, with the thresholds', async () => {
    const watch = new MemoryBalanceWatchStore();
    watch.watch = {
      availableCents: 4250,
      currency: 'USD',
      checkedAt: new Date('2026-11-26T20:00:00Z'),
      low: true,
      closed: true,
      lastError: null,
    };
    const dashboard = await dashboards(new MemoryDashboardFigures(), watch).read(1);
    expect(dashboard.balance).toEqual({
      ...noBalance,
      available: 42.5,
      currency: 'USD',
      checkedAt: '2026-11-26T20:00:00.000Z',
      low: true,
      storefrontClosed: true,
    });
  });
});
