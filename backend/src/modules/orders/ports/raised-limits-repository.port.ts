import type { RaisedLimits } from '../domain/risk-limits';

/** The limits admins raised for trusted customers (domain/risk-limits.ts, RaisedLimits). */
export abstract class RaisedLimitsRepository {
  abstract get(customerId: string): Promise<RaisedLimits | null>;
  /** Keeps the customer's raised limits; null goes back to the shop's defaults. */
  abstract set(customerId: string, limits: RaisedLimits | null, actor: string): Promise<void>;
}
