import { Processor, WorkerHost } from '@nestjs/bullmq';
import { QUEUES } from '@shared/queues/queue-names';
import { WatchDelayedOrdersService } from '../services/watch-delayed-orders.service';

/**
 * Every TOPUP_DELAY_CHECK_SECONDS, once per cluster (the 'delivery-delay-sweep' scheduler in
 * shared/queues): the delay sweep. Its marks are claimed in the database, so a second run at
 * the same moment (a stalled job run again after a kill) mails and refunds nothing twice.
 */
@Processor(QUEUES.deliveryDelays, { concurrency: 1 })
export class WatchDelayedOrdersProcessor extends WorkerHost {
  constructor(private readonly delays: WatchDelayedOrdersService) {
    super();
  }

  process() {
    return this.delays.sweep();
  }
}
