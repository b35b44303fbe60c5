import { DEFAULT_LANGUAGE, type Language } from '@shared/domain/language';
import { randomUUID } from 'node:crypto';
import type { AutoTopUp } from '../domain/auto-top-up';
import type { AutoTopUpRun } from '../domain/auto-top-up-run';
import {
  AutoTopUpRepository,
  type PendingAutoTopUp,
  type PendingWithOrder,
  type RunEnd,
  type RunNote,
} from '../ports/auto-top-up-repository.port';
import { SavedCardRepository, type StoredCard } from '../ports/saved-card-repository.port';
import { CustomerContacts } from '../ports/customer-contacts.port';

/** Schedules and runs in memory; the run rows keyed by schedule and period, as the table's. */
export class MemoryAutoTopUps extends AutoTopUpRepository {
  readonly schedules = new Map<string, AutoTopUp>();
  readonly runs = new Map<string, AutoTopUpRun & { leaseUntil: number | null }>();
  /** The first orders' state, as the orders' table would answer it. */
  readonly firstOrders = new Map<
    string,
    { status: string; paidAt: Date | null; sessionId: string | null }
  >();
  readonly alertedCustomers = new Set<string>();

  add(s: AutoTopUp): AutoTopUp {
    this.schedules.set(s.id, s);
    return s;
  }

  async savePending(d: PendingAutoTopUp): Promise<AutoTopUp> {
    const existing = [...this.schedules.values()].find((s) => s.firstOrderId === d.firstOrderId);
    if (existing) return this.add({ ...existing, intervalDays: d.intervalDays });
    return this.add({
      ...d,
      id: randomUUID(),
      status: 'pending',
      stopReason: null,
      anchorAt: null,
      lastDueAt: null,
      nextPeriod: 1,
      nextDueAt: null,
      failures: 0,
      remindedPeriod: 0,
      createdAt: new Date(),
    });
  }

  async findById(id: string) {
    return this.schedules.get(id) ?? null;
  }

  async listForCustomer(customerId: string) {
    return [...this.schedules.values()].filter((s) => s.customerId === customerId);
  }

  async update(
    id: string,
    change: (s: AutoTopUp) => AutoTopUp | null,
    run?: (before: AutoTopUp) => RunNote | null,
  ) {
    const current = this.schedules.get(id);
    if (!current) return null;
    const next = change(current);
    if (!next) return current;
    this.schedules.set(id, next);
    const note = run?.(current);
    if (note && !this.runs.has(`${id}:${note.period}`)) {
      this.runs.set(`${id}:${note.period}`, this.newRun(id, note.period, note.dueAt, note.state));
    }
    return next;
  }

  async pending(): Promise<PendingWithOrder[]> {
    return [...this.schedules.values()]
      .filter((s) => s.status === 'pending')
      .map((schedule) => {
        const o = this.firstOrders.get(schedule.firstOrderId);
        return {
          schedule,
          orderStatus: o?.status ?? 'PENDING_PAYMENT',
          paidAt: o?.paidAt ?? null,
          checkoutSessionId: o?.sessionId ?? null,
        };
      });
  }

  async due(now: Date) {
    return [...this.schedules.values()]
      .filter((s) => s.status === 'active' && s.nextDueAt && s.nextDueAt <= now)
      .map((s) => s.id);
  }

  async claimDue(id: string, now: Date, leaseMs: number, advance: (s: AutoTopUp) => AutoTopUp) {
    const s = this.schedules.get(id);
    if (!s || s.status !== 'active' || !s.nextDueAt || s.nextDueAt > now) return null;
    const key = `${id}:${s.nextPeriod}`;
    const fresh = !this.runs.has(key);
    if (fresh) {
      const run = { ...this.newRun(id, s.nextPeriod, s.nextDueAt, 'charging'), attempts: 1 };
      this.runs.set(key, { ...run, leaseUntil: now.getTime() + leaseMs });
    }
    this.schedules.set(id, advance(s));
    return fresh ? this.runs.get(key)! : null;
  }

  async reclaimStale(now: Date, leaseMs: number) {
    const stale = [...this.runs.values()].filter(
      (r) => r.state === 'charging' && (r.leaseUntil ?? 0) <= now.getTime(),
    );
    for (const r of stale) {
      r.leaseUntil = now.getTime() + leaseMs;
      r.attempts++;
    }
    return stale.map((r) => ({ ...r }));
  }

  async attachOrder(run: AutoTopUpRun, orderId: string) {
    const row = this.runs.get(`${run.scheduleId}:${run.period}`)!;
    row.orderId ??= orderId;
    return row.orderId;
  }

  async finishRun(run: AutoTopUpRun, end: RunEnd, change: (s: AutoTopUp) => AutoTopUp) {
    const row = this.runs.get(`${run.scheduleId}:${run.period}`)!;
    if (row.state !== 'charging') return false;
    Object.assign(row, {
      state: end.state,
      outcome: end.outcome,
      detail: end.detail ?? null,
      paymentRef: end.paymentRef ?? row.paymentRef,
      leaseUntil: null,
    });
    this.schedules.set(run.scheduleId, change(this.schedules.get(run.scheduleId)!));
    return true;
  }

  async markReminded(id: string, period: number) {
    const s = this.schedules.get(id)!;
    if (s.remindedPeriod >= period || s.nextPeriod !== period || s.status !== 'active')
      return false;
    this.schedules.set(id, { ...s, remindedPeriod: period });
    return true;
  }

  async remindable(until: Date) {
    return [...this.schedules.values()].filter(
      (s) =>
        s.status === 'active' &&
        s.nextDueAt &&
        s.nextDueAt <= until &&
        s.remindedPeriod < s.nextPeriod,
    );
  }

  async runsOf(scheduleId: string) {
    return [...this.runs.values()]
      .filter((r) => r.scheduleId === scheduleId)
      .sort((a, b) => b.period - a.period);
  }

  async customersWithPaymentAlerts() {
    return [...this.alertedCustomers].filter((c) =>
      [...this.schedules.values()].some((s) => s.customerId === c && s.status !== 'cancelled'),
    );
  }

  /** The run rows of a schedule, by period. */
  runsFor(id: string) {
    return [...this.runs.values()]
      .filter((r) => r.scheduleId === id)
      .sort((a, b) => a.period - b.period);
  }

  private newRun(scheduleId: string, period: number, dueAt: Date, state: AutoTopUpRun['state']) {
    return {
      scheduleId,
      period,
      state,
      dueAt,
      orderId: null,
      outcome: null,
      detail: null,
      paymentRef: null,
      attempts: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
      leaseUntil: null,
    };
  }
}

/** Saved cards as we keep them, in memory. */
export class MemorySavedCardRepository extends SavedCardRepository {
  readonly cards = new Map<string, StoredCard>();

  async find(customerId: string) {
    return this.cards.get(customerId) ?? null;
  }

  async keepCustomer(customerId: string, ref: string) {
    if (!this.cards.has(customerId)) {
      this.cards.set(customerId, {
        customerId,
        gatewayCustomerRef: ref,
        paymentMethodRef: null,
        brand: null,
        last4: null,
      });
    }
    return this.cards.get(customerId)!.gatewayCustomerRef;
  }

  async keepCard(
    customerId: string,
    card: { paymentMethodRef: string; brand: string; last4: string },
  ) {
    Object.assign(this.cards.get(customerId)!, card);
  }

  async forgetCard(customerId: string) {
    Object.assign(this.cards.get(customerId) ?? {}, {
      paymentMethodRef: null,
      brand: null,
      last4: null,
    });
  }
}

/** Customers' addresses, in memory. */
export class MemoryCustomerContacts extends CustomerContacts {
  readonly emails = new Map<string, string>();

  readonly languages = new Map<string, Language>();

  async emailOf(customerId: string) {
    return this.emails.get(customerId) ?? null;
  }

  async recipientOf(customerId: string) {
    const email = this.emails.get(customerId);
    return email ? { email, language: this.languages.get(customerId) ?? DEFAULT_LANGUAGE } : null;
  }
}
