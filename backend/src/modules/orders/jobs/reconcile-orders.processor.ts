import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { AppConfig } from '../../../config/app-config';
import { QUEUES } from '../../../shared/queues/queue-names';
import { ReconcileOrdersService } from '../services/reconcile-orders.service';

/** Every RECONCILE_INTERVAL_SECONDS, once per cluster (a BullMQ job scheduler). */
@Processor(QUEUES.reconciliation, { concurrency: 1 })
export class ReconcileOrdersProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly reconciliation: ReconcileOrdersService,
    @InjectQueue(QUEUES.reconciliation) private readonly queue: Queue,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'reconcile-orders',
      { every: this.config.env.RECONCILE_INTERVAL_SECONDS * 1000 },
      { name: 'reconcile' },
    );
  }

  process() {
    return this.reconciliation.reconcile();
  }
}
