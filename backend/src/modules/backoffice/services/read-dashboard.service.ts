import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import {
  assembleDashboard,
  Dashboard,
  dashboardBalance,
  dashboardWindow,
} from '../domain/dashboard';
import { BalanceWatchStore } from '../ports/balance-watch-store.port';
import { DashboardFigures } from '../ports/dashboard-figures.port';
import { balanceThresholds } from './check-provider-balance.service';

/**
 * The admin dashboard: the last `days` UTC days (today included) with revenue, DT One's cost and
 * the margin, totals, what waits now, and the DT One balance as the last scheduled check read it
 * (a dashboard view never calls DT One).
 */
@Injectable()
export class ReadDashboardService {
  constructor(
    private readonly figures: DashboardFigures,
    private readonly watch: BalanceWatchStore,
    private readonly config: AppConfig,
  ) {}

  async read(days: number, now = new Date()): Promise<Dashboard> {
    const window = dashboardWindow(days, now);
    const [counts, waiting, watch] = await Promise.all([
      this.figures.countsByDay(window.from, window.to),
      this.figures.waiting(),
      this.watch.read(),
    ]);
    const balance = dashboardBalance(watch, balanceThresholds(this.config));
    return assembleDashboard(window.labels, counts, waiting, balance);
  }
}
