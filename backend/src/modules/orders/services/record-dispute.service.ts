import { Injectable } from '@nestjs/common';
import { formatCents } from '@shared/domain/money';
import type { CardPaymentAlert } from '@shared/ports/card-payment-alerts.port';
import { Mailer } from '@shared/ports/mailer.port';
import { BlockCustomerService } from '@modules/identity/services/block-customer.service';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { AdminContacts } from '../ports/admin-contacts.port';
import { OrderPaymentAlertRepository } from '../ports/order-payment-alert-repository.port';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import { disputeMail } from './fraud-mails';

type Dispute = Extract<CardPaymentAlert, { kind: 'dispute' }>;

/**
 * A cardholder disputes an order's payment (docs/decisions.md#disputes): the dispute and
 * its status are kept for the order page, the customer is blocked, each change of status is a
 * line of the order's history and of the audit log, and the admins get an e-mail when it opens
 * (once, however many copies of the webhook arrive). Nothing is refunded: the bank has taken
 * the money back already, and a refund on top would pay it twice.
 */
@Injectable()
export class RecordDisputeService {
  constructor(
    private readonly orders: TopUpOrderRepository,
    private readonly alerts: OrderPaymentAlertRepository,
    private readonly blocks: BlockCustomerService,
    private readonly audit: RecordAdminActionService,
    private readonly admins: AdminContacts,
    private readonly mailer: Mailer,
  ) {}

  async handle(dispute: Dispute): Promise<'handled' | 'not-ours'> {
    const order = await this.orders.findByPaymentRef('stripe', dispute.paymentRef);
    if (!order) return 'not-ours';
    const { previousStatus } = await this.alerts.record({
      id: dispute.id,
      kind: 'dispute',
      orderId: order.id,
      paymentRef: dispute.paymentRef,
      status: dispute.status,
      reason: dispute.reason,
      amountCents: dispute.amountCents,
    });
    await this.blocks.block(
      order.customerId,
      `Dispute ${dispute.id} (${dispute.reason}) on order ${order.id}`,
      'stripe',
    );
    const changed = previousStatus !== null && previousStatus !== dispute.status;
    if (changed) await this.noteStatus(order.id, dispute, previousStatus);
    // The first delivery to get this far sends the mail and writes the first lines.
    if (await this.alerts.markHandled(dispute.id, null)) {
      if (!changed) await this.noteStatus(order.id, dispute, null);
      const amount = `${formatCents(dispute.amountCents)} USD`;
      for (const to of await this.admins.emails())
        await this.mailer.send(disputeMail({ order, dispute, amount, to }));
    }
    return 'handled';
  }

  private async noteStatus(orderId: string, dispute: Dispute, previous: string | null) {
    const what = previous
      ? `dispute ${dispute.id}: ${previous} -> ${dispute.status}`
      : `dispute ${dispute.id} opened: ${dispute.status} (${dispute.reason})`;
    await this.orders.note(orderId, 'stripe', what);
    await this.audit.record({
      adminId: null,
      adminEmail: 'stripe',
      action: 'payment.dispute',
      detail: `${what}, order ${orderId}`,
    });
  }
}
