import type { StatusCount, Waiting } from '../domain/dashboard';

/** The dashboard's raw figures. */
export abstract class DashboardFigures {
  /** Orders submitted in [from, to), per UTC day and current status. */
  abstract countsByDay(from: Date, to: Date): Promise<StatusCount[]>;
  /** Orders waiting now: for payment, in fulfilment, for their refund. */
  abstract waiting(): Promise<Waiting>;
}
