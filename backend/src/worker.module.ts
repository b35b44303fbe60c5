import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { coreImports } from './app.module';
import { DatabaseModule } from '@database/database.module';
import { MailerJobsModule } from '@integrations/mailer/jobs/mailer-jobs.module';
import { AutoTopUpJobsModule } from '@modules/autotopup/jobs/autotopup-jobs.module';
import { BackofficeJobsModule } from '@modules/backoffice/jobs/backoffice-jobs.module';
import { CatalogJobsModule } from '@modules/catalog/jobs/catalog-jobs.module';
import { OrdersJobsModule } from '@modules/orders/jobs/orders-jobs.module';
import { DrainWorkersOnShutdown } from '@shared/queues/drain-workers';
import { JobSchedulerKeeper } from '@shared/queues/job-scheduler-keeper';
import { QueueWorkerLog } from '@shared/queues/queue-worker-log';

/**
 * The worker process: the same contexts plus the BullMQ processors, and no HTTP. It alone keeps
 * the job schedulers, and on shutdown lets its running jobs finish before connections close
 * (DrainWorkersOnShutdown must stay in this root module: its hook runs first).
 */
@Module({
  imports: [
    ...coreImports,
    DiscoveryModule,
    DatabaseModule.forRoot({ migrate: false }),
    MailerJobsModule,
    CatalogJobsModule,
    OrdersJobsModule,
    BackofficeJobsModule,
    AutoTopUpJobsModule,
  ],
  providers: [DrainWorkersOnShutdown, JobSchedulerKeeper, QueueWorkerLog],
})
export class WorkerModule {}
