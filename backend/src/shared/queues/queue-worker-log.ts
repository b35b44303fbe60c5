import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Job } from 'bullmq';
import { QUEUES } from './queue-names';
import { queueWorkers } from './queue-workers';

/** The order a job is about: fulfilment jobs carry orderId, and their job id is the order id. */
const subjectOf = (queue: string, job: Job | undefined, jobId?: string): string => {
  const orderId = (job?.data as { orderId?: unknown } | undefined)?.orderId;
  if (typeof orderId === 'string') return `order ${orderId}`;
  const id = job?.id ?? jobId ?? '?';
  return queue === QUEUES.fulfilment ? `order ${id}` : `job ${id}`;
};

/**
 * Makes every queue worker's troubles visible in the logs, in one place: a failed attempt that
 * will be retried (with its backoff), a job failed for good, a stalled job (its worker died or
 * hung; BullMQ hands it to another), and worker errors (Redis lost a job under it). Without an
 * 'error' listener BullMQ only printed those to the console.
 */
@Injectable()
export class QueueWorkerLog implements OnApplicationBootstrap {
  private readonly logger = new Logger('Queues');

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    for (const worker of queueWorkers(this.discovery)) {
      const queue = worker.name;
      worker.on('failed', (job, err) => {
        if (!job) return;
        const attempts = job.opts.attempts ?? 1;
        const what = `${queue}: ${subjectOf(queue, job)} attempt ${job.attemptsMade}/${attempts} failed`;
        if (job.attemptsMade < attempts && err.name !== 'UnrecoverableError')
          this.logger.warn(`${what}, retried with backoff: ${err.message}`);
        else this.logger.error(`${what} for good: ${err.message}`);
      });
      worker.on('stalled', (jobId) =>
        this.logger.warn(
          `${queue}: ${subjectOf(queue, undefined, jobId)} stalled (its worker stopped); retried`,
        ),
      );
      worker.on('error', (err) => this.logger.error(`${queue} worker: ${err.message}`));
    }
  }
}
