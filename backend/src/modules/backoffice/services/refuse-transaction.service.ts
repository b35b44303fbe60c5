import { Injectable } from '@nestjs/common';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import type { OrderActionOutcome } from '@modules/orders/services/order-action-outcome';
import { RefuseHeldOrderService } from '@modules/orders/services/refuse-held-order.service';
import { AdminActor, orderActorOf } from '../domain/admin-actor';
import type { OrderPage } from '../domain/order-page';
import { ReadOrderPageService } from './read-order-page.service';

/**
 * The review queue's Refuse (docs/specification.md#review-queue): orders fails the held order and
 * refunds it now (409 when it is no longer held: someone decided first); we audit it.
 */
@Injectable()
export class RefuseTransactionService {
  constructor(
    private readonly refusals: RefuseHeldOrderService,
    private readonly pages: ReadOrderPageService,
    private readonly audit: RecordAdminActionService,
  ) {}

  async refuse(
    admin: AdminActor,
    orderId: string,
  ): Promise<{ outcome: OrderActionOutcome; order: OrderPage }> {
    await this.pages.read(orderId);
    const actor = orderActorOf(admin);
    const outcome = await this.refusals.refuse(orderId, actor, 'refused after review');
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'order.refuse',
      detail: `${orderId}: ${outcome}`,
    });
    return { outcome, order: await this.pages.read(orderId) };
  }
}
