import { Processor, WorkerHost } from '@nestjs/bullmq';
import { PaymentSweeps } from '@shared/payments/payment-sweeps';
import { QUEUES } from '@shared/queues/queue-names';
import { ReconcileOrdersService } from '../services/reconcile-orders.service';

/**
 * Every RECONCILE_INTERVAL_SECONDS, once per cluster (the 'reconcile-orders' scheduler in
 * shared/queues): the orders' sweep, then the other contexts' payment sweeps (Mvm payments).
 */
@Processor(QUEUES.reconciliation, { concurrency: 1 })
export class ReconcileOrdersProcessor extends WorkerHost {
  constructor(
    private readonly reconciliation: ReconcileOrdersService,
    private readonly sweeps: PaymentSweeps,
  ) {
    super();
  }

  async process() {
    try {
      return await this.reconciliation.reconcile();
    } finally {
      await this.sweeps.runAll(); // also when the orders' sweep failed
    }
  }
}
