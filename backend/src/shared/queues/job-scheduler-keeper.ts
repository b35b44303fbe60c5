import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { AppConfig } from '@config/app-config';
import { JobSchedulerDefinition, jobSchedulers } from './job-schedulers';

/**
 * Keeps every job scheduler of jobSchedulers() in Redis (worker only). Redis can lose them (a
 * restart without persistence, a flush): a reconnect ('ready') puts them back at once, and a
 * periodic check catches a loss that came without a reconnect. At start every scheduler is
 * written (a changed setting applies); later only missing ones are, so a check never moves the
 * next run of one that is there.
 */
@Injectable()
export class JobSchedulerKeeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JobSchedulerKeeper.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;
  private readonly schedulers: JobSchedulerDefinition[];

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly config: AppConfig,
  ) {
    this.schedulers = jobSchedulers(config.env);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAll('start');
    const clients = new Set(await Promise.all(this.schedulers.map((s) => this.queueOf(s).client)));
    for (const client of clients) client.on('ready', () => void this.ensureAll('reconnect'));
    this.timer = setInterval(
      () => void this.ensureAll('check'),
      this.config.env.JOB_SCHEDULER_CHECK_MS,
    );
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearInterval(this.timer);
  }

  /** One pass at a time; a failure (Redis still away) is logged and the next pass retries. */
  ensureAll(reason: 'start' | 'reconnect' | 'check'): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= this.ensureEach(reason).finally(() => (this.running = undefined));
    return this.running;
  }

  private async ensureEach(reason: string): Promise<void> {
    for (const scheduler of this.schedulers) {
      try {
        const queue = this.queueOf(scheduler);
        if (reason !== 'start' && (await queue.getJobScheduler(scheduler.id))) continue;
        await queue.upsertJobScheduler(scheduler.id, scheduler.repeat, scheduler.job);
        if (reason === 'start') this.logger.log(`Job scheduler ${scheduler.id} written`);
        else this.logger.warn(`Job scheduler ${scheduler.id} was missing (${reason}); re-created`);
      } catch (err) {
        if (reason === 'start') throw err;
        this.logger.warn(`Job scheduler ${scheduler.id}: ${(err as Error).message}`);
      }
    }
  }

  private queueOf(scheduler: JobSchedulerDefinition): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(scheduler.queue), { strict: false });
  }
}
