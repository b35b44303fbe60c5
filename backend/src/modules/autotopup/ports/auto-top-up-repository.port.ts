import type { AutoTopUp, IntervalDays } from '../domain/auto-top-up';
import type { AutoTopUpRun, RunState } from '../domain/auto-top-up-run';

/** What a set-up keeps until the first payment is confirmed. */
export interface PendingAutoTopUp {
  customerId: string;
  productId: string;
  productName: string;
  telenumber: string;
  operatorName: string;
  intervalDays: IntervalDays;
  timeZone: string;
  agreedCents: number;
  firstOrderId: string;
}

/** A pending schedule and where its first order is (read from the orders' table). */
export interface PendingWithOrder {
  schedule: AutoTopUp;
  orderStatus: string;
  paidAt: Date | null;
  checkoutSessionId: string | null;
}

/** A run row written with a schedule change (a skipped period). */
export interface RunNote {
  period: number;
  dueAt: Date;
  state: RunState;
  outcome: string;
}

/** A run's end: its state and what to keep, and the schedule as it is after it. */
export interface RunEnd {
  state: Exclude<RunState, 'charging'>;
  outcome: string;
  detail?: string | null;
  paymentRef?: string | null;
}

export abstract class AutoTopUpRepository {
  /** A pending schedule for the first order (a second set-up for one order replaces it). */
  abstract savePending(draft: PendingAutoTopUp): Promise<AutoTopUp>;
  abstract findById(id: string): Promise<AutoTopUp | null>;
  abstract listForCustomer(customerId: string): Promise<AutoTopUp[]>;
  /**
   * Applies `change` to the schedule under a row lock (processes take turns); `change` answers
   * null to leave it. With `run`, the run row it names for the schedule as it was before the
   * change is written in the same transaction (a skipped period). Answers the schedule after the
   * change (as it is when unchanged), null when there is no such schedule.
   */
  abstract update(
    id: string,
    change: (s: AutoTopUp) => AutoTopUp | null,
    run?: (before: AutoTopUp) => RunNote | null,
  ): Promise<AutoTopUp | null>;
  /** Pending schedules and their first orders, oldest first. */
  abstract pending(limit: number): Promise<PendingWithOrder[]>;
  /** Ids of active schedules whose next period is due at `now`. */
  abstract due(now: Date, limit: number): Promise<string[]>;
  /**
   * Takes the schedule's due period: in one transaction (the schedule locked, skipped when
   * another process holds it) the period's run row is written 'charging' with a lease, and the
   * schedule moves on by `advance`. Null when it was not due, not active or taken by another.
   */
  abstract claimDue(
    id: string,
    now: Date,
    leaseMs: number,
    advance: (s: AutoTopUp) => AutoTopUp,
  ): Promise<AutoTopUpRun | null>;
  /**
   * Runs left 'charging' past their lease (their process died): each is leased again to this
   * caller, one process per run.
   */
  abstract reclaimStale(now: Date, leaseMs: number, limit: number): Promise<AutoTopUpRun[]>;
  /** Keeps the period's order on its run (the first one only); answers the run's order. */
  abstract attachOrder(run: AutoTopUpRun, orderId: string): Promise<string>;
  /**
   * Ends a 'charging' run and applies `change` to its schedule in one transaction; false when
   * the run had already ended (another process finished it).
   */
  abstract finishRun(
    run: AutoTopUpRun,
    end: RunEnd,
    change: (s: AutoTopUp) => AutoTopUp,
  ): Promise<boolean>;
  /** Marks the period's reminder sent; false when it already was. */
  abstract markReminded(id: string, period: number): Promise<boolean>;
  /** Active schedules whose reminder may be due by `until`. */
  abstract remindable(until: Date, limit: number): Promise<AutoTopUp[]>;
  /** The runs of a schedule, newest first. */
  abstract runsOf(scheduleId: string, limit: number): Promise<AutoTopUpRun[]>;
  /**
   * Customers with a schedule not cancelled and an early fraud warning or dispute on any of
   * their orders (read from the orders' tables).
   */
  abstract customersWithPaymentAlerts(limit: number): Promise<string[]>;
}
