import { Injectable, Logger } from '@nestjs/common';

/** One context's pass over its unsettled payments (asks the gateways, settles what it can). */
export type PaymentSweep = () => Promise<unknown>;

/**
 * The payment sweeps the reconciliation job runs besides the orders' own: each context
 * registers its sweep from its module's constructor (Mvm payments), so the one scheduled job
 * covers every payment without orders knowing the other contexts.
 */
@Injectable()
export class PaymentSweeps {
  private readonly logger = new Logger(PaymentSweeps.name);
  private readonly sweeps = new Map<string, PaymentSweep>();

  register(name: string, sweep: PaymentSweep): void {
    if (this.sweeps.has(name)) throw new Error(`Payment sweep ${name} is registered already`);
    this.sweeps.set(name, sweep);
  }

  /** Runs every sweep, each whatever the others did; throws the first failure at the end. */
  async runAll(): Promise<void> {
    let failure: unknown;
    for (const [name, sweep] of this.sweeps) {
      try {
        await sweep();
      } catch (err) {
        this.logger.warn(`Payment sweep ${name} failed: ${(err as Error).message}`);
        failure ??= err;
      }
    }
    if (failure) throw failure;
  }
}
