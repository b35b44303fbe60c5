import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders.module';
import { FulfilOrderProcessor } from './fulfil-order.processor';
import { ReconcileOrdersProcessor } from './reconcile-orders.processor';
import { WatchDelayedOrdersProcessor } from './watch-delayed-orders.processor';

/** Worker only: fulfilment of paid orders, the reconciliation sweep and the delay sweep. */
@Module({
  imports: [OrdersModule],
  providers: [FulfilOrderProcessor, ReconcileOrdersProcessor, WatchDelayedOrdersProcessor],
})
export class OrdersJobsModule {}
