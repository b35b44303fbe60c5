import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders.module';
import { FulfilOrderProcessor } from './fulfil-order.processor';

/** Worker only: fulfilment of paid orders. */
@Module({ imports: [OrdersModule], providers: [FulfilOrderProcessor] })
export class OrdersJobsModule {}
