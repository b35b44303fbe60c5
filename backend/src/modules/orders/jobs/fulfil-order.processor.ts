import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QUEUES } from '@shared/queues/queue-names';
import { FulfilOrderService, FulfilOutcome } from '../services/fulfil-order.service';

/**
 * Fulfils one paid order per job (job id = order id). Throwing retries with backoff: the provider
 * still working on it, or not answering; every retry asks the provider before sending again.
 */
// A job whose worker died (kill -9, a crash) is found stalled once its lock lapses: 15 s locks
// (renewed every 7.5 s while the job runs) checked every 5 s put it back within about 20 s,
// instead of the 30 s / 30 s defaults' 60 to 90 s.
@Processor(QUEUES.fulfilment, { concurrency: 16, lockDuration: 15_000, stalledInterval: 5_000 })
export class FulfilOrderProcessor extends WorkerHost {
  private readonly logger = new Logger(FulfilOrderProcessor.name);

  constructor(private readonly fulfilment: FulfilOrderService) {
    super();
  }

  async process(job: Job<{ orderId: string }>): Promise<FulfilOutcome> {
    const outcome = await this.fulfilment.fulfil(job.data.orderId);
    this.logger.log(`Order ${job.data.orderId}: ${outcome}`);
    return outcome;
  }
}
