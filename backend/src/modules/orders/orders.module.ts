import { Module } from '@nestjs/common';

/** Top-up orders, payments, fulfilment, refunds, reconciliation, histories. */
@Module({})
export class OrdersModule {}
