import { MemoryDashboardFigures } from '../testing/backoffice-fakes';
import { ReadDashboardService } from './read-dashboard.service';

describe('the dashboard', () => {
  it('covers every UTC day of the window, sums per day and in total, rates success', async () => {
    const figures = new MemoryDashboardFigures();
    figures.counts = [
      { day: '2026-03-10', status: 'COMPLETED', orders: 3, cents: 3300 },
      { day: '2026-03-10', status: 'REFUNDED', orders: 1, cents: 700 },
      { day: '2026-03-08', status: 'FAILED', orders: 1, cents: 700 },
      { day: '2026-03-08', status: 'PENDING_PAYMENT', orders: 2, cents: 1400 },
      { day: '2026-03-08', status: 'COMPLETED', orders: 1, cents: 1005 },
    ];
    figures.waitingNow = { payment: 2, fulfilment: 0, refund: 1 };
    const dashboard = await new ReadDashboardService(figures).read(
      3,
      new Date('2026-03-10T23:59:00Z'),
    );
    expect(figures.asked[0]).toEqual({
      from: new Date('2026-03-08T00:00:00Z'),
      to: new Date('2026-03-11T00:00:00Z'),
    });
    expect(dashboard).toEqual({
      days: [
        { date: '2026-03-08', orders: 4, completed: 1, failed: 1, revenue: 10.05 },
        { date: '2026-03-09', orders: 0, completed: 0, failed: 0, revenue: 0 },
        { date: '2026-03-10', orders: 4, completed: 3, failed: 1, revenue: 33 },
      ],
      totals: { orders: 8, completed: 4, revenue: 43.05, successRate: 0.6667 },
      waiting: { payment: 2, fulfilment: 0, refund: 1 },
    });
  });

  it('rates 0 while nothing has ended', async () => {
    const dashboard = await new ReadDashboardService(new MemoryDashboardFigures()).read(1);
    expect(dashboard.totals).toEqual({ orders: 0, completed: 0, revenue: 0, successRate: 0 });
    expect(dashboard.days).toHaveLength(1);
  });
});
