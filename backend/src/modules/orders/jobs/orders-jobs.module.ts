import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders.module';
import { FulfilOrderProcessor } from './fulfil-order.processor';
import { ReconcileOrdersProcessor } from './reconcile-orders.processor';

/** Worker only: fulfilment of paid orders and the reconciliation sweep. */
@Module({ imports: [OrdersModule], providers: [FulfilOrderProcessor, ReconcileOrdersProcessor] })
export class OrdersJobsModule {}
