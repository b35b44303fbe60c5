import { Injectable } from '@nestjs/common';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { ApproveHeldOrderService } from '@modules/orders/services/approve-held-order.service';
import type { OrderActionOutcome } from '@modules/orders/services/order-action-outcome';
import { AdminActor, orderActorOf } from '../domain/admin-actor';
import type { OrderPage } from '../domain/order-page';
import { ReadOrderPageService } from './read-order-page.service';

/**
 * The review queue's Approve (docs/specification.md#review-queue): orders makes the held order
 * PAID and fulfils it (409 when it is no longer held: someone decided first); we audit it.
 */
@Injectable()
export class ApproveTransactionService {
  constructor(
    private readonly approvals: ApproveHeldOrderService,
    private readonly pages: ReadOrderPageService,
    private readonly audit: RecordAdminActionService,
  ) {}

  async approve(
    admin: AdminActor,
    orderId: string,
  ): Promise<{ outcome: OrderActionOutcome; order: OrderPage }> {
    await this.pages.read(orderId);
    const outcome = await this.approvals.approve(orderId, orderActorOf(admin));
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'order.approve',
      detail: `${orderId}: ${outcome}`,
    });
    return { outcome, order: await this.pages.read(orderId) };
  }
}
