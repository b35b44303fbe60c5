import { Injectable, Logger } from '@nestjs/common';
import { CardCheckout } from '@shared/ports/card-checkout.port';
import type { CardPaymentAlert } from '@shared/ports/card-payment-alerts.port';
import { BlockCustomerService } from '@modules/identity/services/block-customer.service';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { fraudRefundMove, type TopUpOrder } from '../domain/top-up-order';
import { OrderPaymentAlertRepository } from '../ports/order-payment-alert-repository.port';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import { RefundFailed } from './fulfil-order.service';

type EarlyFraudWarning = Extract<CardPaymentAlert, { kind: 'early_fraud_warning' }>;

/** Moves lost to another process in a row before we give up (the webhook then fails and Stripe retries). */
const MAX_RACES = 5;

/**
 * Stripe warns that an order's card payment was reported as fraud
 * (docs/decisions.md#early-fraud-warnings): the customer is blocked, the payment refunded
 * at once whatever the order has become, the order marked REFUNDED, and one audit row says what
 * happened. Every step can be repeated: the block keeps the first one, the gateway refunds once
 * per order (its idempotency key is the order id, the same key as a failed top-up's refund), the
 * move is guarded by the order's status, and only the call that marks the warning handled audits.
 * So copies of the warning, delivered at once or after a crash, refund once.
 */
@Injectable()
export class HandleEarlyFraudWarningService {
  private readonly logger = new Logger(HandleEarlyFraudWarningService.name);

  constructor(
    private readonly orders: TopUpOrderRepository,
    private readonly alerts: OrderPaymentAlertRepository,
    private readonly checkout: CardCheckout,
    private readonly blocks: BlockCustomerService,
    private readonly audit: RecordAdminActionService,
  ) {}

  async handle(warning: EarlyFraudWarning): Promise<'handled' | 'not-ours'> {
    const order = await this.orders.findByPaymentRef('stripe', warning.paymentRef);
    if (!order) return 'not-ours';
    await this.alerts.record({
      id: warning.id,
      kind: 'early_fraud_warning',
      orderId: order.id,
      paymentRef: warning.paymentRef,
      status: warning.actionable ? 'actionable' : 'not_actionable',
      reason: warning.fraudType,
      amountCents: null,
    });
    await this.blocks.block(
      order.customerId,
      `Early fraud warning ${warning.id} (${warning.fraudType}) on order ${order.id}`,
      'stripe',
    );
    // Not actionable: Stripe says the charge is refunded or disputed already; a refund would fail.
    const refund = warning.actionable ? await this.refund(order, warning.id) : { refundRef: null };
    if (await this.alerts.markHandled(warning.id, refund.refundRef)) {
      // Whichever copy marks it writes the line: it says what was done, not which copy did it.
      const money = refund.refundRef
        ? `refunded ${refund.refundRef}`
        : `not refunded (${warning.actionable ? 'nothing was paid' : 'not actionable'})`;
      await this.audit.record({
        adminId: null,
        adminEmail: 'stripe',
        action: 'payment.early_fraud_warning',
        detail: `${warning.id} (${warning.fraudType}) on order ${order.id}: ${money}; customer ${order.customerId} blocked`,
      });
    }
    return 'handled';
  }

  /** The refund and the REFUNDED move, whoever else is moving the order meanwhile. */
  private async refund(
    first: TopUpOrder,
    warningId: string,
  ): Promise<{ refundRef: string | null }> {
    let order: TopUpOrder | null = first;
    for (let race = 0; order && race < MAX_RACES; race++) {
      const plan = fraudRefundMove(order, warningId);
      if (plan.action === 'nothing') return { refundRef: null };
      if (plan.action === 'refunded-already') return { refundRef: plan.refundRef };
      const result = await this.checkout.refund(plan.paymentRef, order.id);
      if (result.state === 'failed') throw new RefundFailed(order.id, result.reason);
      if (await this.orders.move(plan.move(result.refundRef), { refundRef: result.refundRef })) {
        this.logger.warn(
          `Order ${order.id}: early fraud warning ${warningId}, refunded ${result.refundRef}`,
        );
        return { refundRef: result.refundRef };
      }
      // Fulfilment or another copy of the warning moved it first: look again.
      order = await this.orders.findById(order.id);
    }
    throw new Error(`Order ${first.id}: kept moving while refunding warning ${warningId}`);
  }
}
