import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES } from '../../../shared/queues/queue-names';
import { FulfilmentQueue } from '../ports/fulfilment-queue';

export const FULFIL_JOB = 'fulfil';

@Injectable()
export class BullmqFulfilmentQueue extends FulfilmentQueue {
  constructor(@InjectQueue(QUEUES.fulfilment) private readonly queue: Queue<{ orderId: string }>) {
    super();
  }

  async enqueue(orderId: string): Promise<void> {
    await this.queue.add(
      FULFIL_JOB,
      { orderId },
      {
        jobId: orderId,
        attempts: 8,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: false,
      },
    );
  }
}
