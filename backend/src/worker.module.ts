import { Module } from '@nestjs/common';
import { coreImports } from './app.module';
import { DatabaseModule } from './database/database.module';
import { MailerJobsModule } from './integrations/mailer/jobs/mailer-jobs.module';
import { CatalogJobsModule } from './modules/catalog/jobs/catalog-jobs.module';
import { OrdersJobsModule } from './modules/orders/jobs/orders-jobs.module';

/** The worker process: the same contexts plus the BullMQ processors, and no HTTP. */
@Module({
  imports: [
    ...coreImports,
    DatabaseModule.forRoot({ migrate: false }),
    MailerJobsModule,
    CatalogJobsModule,
    OrdersJobsModule,
  ],
})
export class WorkerModule {}
