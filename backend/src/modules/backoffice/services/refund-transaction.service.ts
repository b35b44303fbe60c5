import { Injectable } from '@nestjs/common';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import type { OrderActionOutcome } from '@modules/orders/services/order-action-outcome';
import { RefundFailedOrderService } from '@modules/orders/services/refund-failed-order.service';
import { AdminActor, orderActorOf } from '../domain/admin-actor';
import type { OrderPage } from '../domain/order-page';
import { ReadOrderPageService } from './read-order-page.service';

/**
 * The order page's "refund" for a failed top-up whose refund failed (409 for any other order):
 * orders retries it through the gateway and writes the history; we audit it.
 */
@Injectable()
export class RefundTransactionService {
  constructor(
    private readonly refunds: RefundFailedOrderService,
    private readonly pages: ReadOrderPageService,
    private readonly audit: RecordAdminActionService,
  ) {}

  async refund(
    admin: AdminActor,
    orderId: string,
  ): Promise<{ outcome: OrderActionOutcome; order: OrderPage }> {
    await this.pages.read(orderId);
    const outcome = await this.refunds.refund(orderId, orderActorOf(admin));
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'order.refund',
      detail: `${orderId}: ${outcome}`,
    });
    return { outcome, order: await this.pages.read(orderId) };
  }
}
