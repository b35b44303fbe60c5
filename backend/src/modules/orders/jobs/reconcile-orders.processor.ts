import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES } from '../../../shared/queues/queue-names';
import { ReconcileOrdersService } from '../services/reconcile-orders.service';

/** Every 5 minutes, once per cluster (a BullMQ job scheduler). */
@Processor(QUEUES.reconciliation, { concurrency: 1 })
export class ReconcileOrdersProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly reconciliation: ReconcileOrdersService,
    @InjectQueue(QUEUES.reconciliation) private readonly queue: Queue,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'reconcile-orders',
      { every: 5 * 60_000 },
      { name: 'reconcile' },
    );
  }

  process() {
    return this.reconciliation.reconcile();
  }
}
