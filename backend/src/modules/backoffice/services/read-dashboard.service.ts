import { Injectable } from '@nestjs/common';
import { assembleDashboard, Dashboard, dashboardWindow } from '../domain/dashboard';
import { DashboardFigures } from '../ports/dashboard-figures.port';

/** The admin dashboard: the last `days` UTC days (today included), totals and what waits now. */
@Injectable()
export class ReadDashboardService {
  constructor(private readonly figures: DashboardFigures) {}

  async read(days: number, now = new Date()): Promise<Dashboard> {
    const window = dashboardWindow(days, now);
    const [counts, waiting] = await Promise.all([
      this.figures.countsByDay(window.from, window.to),
      this.figures.waiting(),
    ]);
    return assembleDashboard(window.labels, counts, waiting);
  }
}
