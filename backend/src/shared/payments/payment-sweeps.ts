import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { providersImplementing } from './handler-discovery';
import { PaymentSweepHandler } from './payment-sweep-handler.port';

/**
 * The payment sweeps the reconciliation job runs besides the orders' own: the providers that
 * implement PaymentSweepHandler (Mvm payments), collected once at start, so the one scheduled
 * job covers every payment without orders knowing the other contexts.
 */
@Injectable()
export class PaymentSweeps implements OnModuleInit {
  private readonly logger = new Logger(PaymentSweeps.name);
  private sweeps: PaymentSweepHandler[] = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    this.sweeps = providersImplementing(this.discovery, PaymentSweepHandler);
    const names = this.sweeps.map((s) => s.name);
    const twice = names.find((name, i) => names.indexOf(name) !== i);
    if (twice) throw new Error(`Payment sweep ${twice} is registered already`);
  }

  /** Runs every sweep, each whatever the others did; throws the first failure at the end. */
  async runAll(): Promise<void> {
    let failure: unknown;
    for (const sweep of this.sweeps) {
      try {
        await sweep.sweep();
      } catch (err) {
        this.logger.warn(`Payment sweep ${sweep.name} failed: ${(err as Error).message}`);
        failure ??= err;
      }
    }
    if (failure) throw failure;
  }
}
