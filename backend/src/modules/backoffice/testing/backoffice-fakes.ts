import type { OrderPage } from '../domain/order-page';
import type { StatusCount, Waiting } from '../domain/dashboard';
import { DashboardFigures } from '../ports/dashboard-figures';
import { OfferSyncReport, OfferSyncRunner } from '../ports/offer-sync-runner';
import { OrderPageReader } from '../ports/order-page.reader';
import { SettingsStore } from '../ports/settings.store';

/** The settings rows in memory. */
export class MemorySettingsStore extends SettingsStore {
  open: boolean | null = null;
  email: string | null = null;

  async storefrontOpen() {
    return this.open !== false;
  }
  async toggleStorefront() {
    this.open = !(await this.storefrontOpen());
    return this.open;
  }
  async contactEmail() {
    return this.email;
  }
  async replaceContactEmail(email: string) {
    const old = this.email;
    this.email = email;
    return old;
  }
}

/** Answers the scripted results one call after the other (a report, null = busy, an Error). */
export class ScriptedOfferSyncRunner extends OfferSyncRunner {
  calls = 0;
  constructor(private readonly script: (OfferSyncReport | null | Error)[]) {
    super();
  }
  async runAndWait(): Promise<OfferSyncReport | null> {
    const next = this.script[Math.min(this.calls++, this.script.length - 1)];
    if (next instanceof Error) throw next;
    return next;
  }
}

export class MemoryOrderPages extends OrderPageReader {
  readonly pages = new Map<string, OrderPage>();
  async find(orderId: string) {
    return this.pages.get(orderId) ?? null;
  }
}

export class MemoryDashboardFigures extends DashboardFigures {
  counts: StatusCount[] = [];
  waitingNow: Waiting = { payment: 0, fulfilment: 0, refund: 0 };
  asked: { from: Date; to: Date }[] = [];
  async countsByDay(from: Date, to: Date) {
    this.asked.push({ from, to });
    return this.counts;
  }
  async waiting() {
    return this.waitingNow;
  }
}
