import { Processor, WorkerHost } from '@nestjs/bullmq';
import { QUEUES } from '../../../shared/queues/queue-names';
import { ReconcileOrdersService } from '../services/reconcile-orders.service';

/** Every RECONCILE_INTERVAL_SECONDS, once per cluster (the 'reconcile-orders' scheduler in shared/queues). */
@Processor(QUEUES.reconciliation, { concurrency: 1 })
export class ReconcileOrdersProcessor extends WorkerHost {
  constructor(private readonly reconciliation: ReconcileOrdersService) {
    super();
  }

  process() {
    return this.reconciliation.reconcile();
  }
}
