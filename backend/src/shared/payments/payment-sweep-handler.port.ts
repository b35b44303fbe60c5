/**
 * One context's pass over its unsettled payments (asks the gateways, settles what it can), run by
 * the reconciliation job after the orders' own sweep. A context implements it and lists the class
 * among its providers; PaymentSweeps finds the implementations.
 */
export abstract class PaymentSweepHandler {
  /** Names the sweep in logs. */
  abstract readonly name: string;
  abstract sweep(): Promise<void>;
}
