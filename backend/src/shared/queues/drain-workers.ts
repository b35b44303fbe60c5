import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { queueWorkers } from './queue-workers';

/**
 * Shutdown, step one: every BullMQ worker stops taking jobs and finishes the ones it holds
 * (Worker.close waits for them) before anything they use closes. It is provided by the worker's
 * root module, whose onModuleDestroy Nest calls first; the database, Redis and the queues close
 * later, in onApplicationShutdown. Without it a SIGTERM closed the database under running jobs.
 */
@Injectable()
export class DrainWorkersOnShutdown implements OnModuleDestroy {
  private readonly logger = new Logger(DrainWorkersOnShutdown.name);

  constructor(private readonly discovery: DiscoveryService) {}

  async onModuleDestroy(): Promise<void> {
    const workers = queueWorkers(this.discovery);
    this.logger.log(`Stopping ${workers.length} queue workers; their running jobs finish first`);
    await Promise.all(workers.map((worker) => worker.close()));
    this.logger.log('Queue workers stopped');
  }
}
