import { Injectable } from '@nestjs/common';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { CheckOrderNowService } from '@modules/orders/services/check-order-now.service';
import type { OrderActionOutcome } from '@modules/orders/services/order-action-outcome';
import { AdminActor, orderActorOf } from '../domain/admin-actor';
import type { OrderPage } from '../domain/order-page';
import { ReadOrderPageService } from './read-order-page.service';

/** The order page's "check now": orders does the work and writes the history; we audit it. */
@Injectable()
export class CheckTransactionService {
  constructor(
    private readonly checks: CheckOrderNowService,
    private readonly pages: ReadOrderPageService,
    private readonly audit: RecordAdminActionService,
  ) {}

  async check(
    admin: AdminActor,
    orderId: string,
  ): Promise<{ outcome: OrderActionOutcome; order: OrderPage }> {
    await this.pages.read(orderId); // 404 for an unknown order before anything is recorded
    const outcome = await this.checks.check(orderId, orderActorOf(admin));
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'order.check',
      detail: `${orderId}: ${outcome}`,
    });
    return { outcome, order: await this.pages.read(orderId) };
  }
}
