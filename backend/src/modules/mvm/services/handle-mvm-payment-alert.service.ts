import { Injectable } from '@nestjs/common';
import { CardCheckout } from '@shared/ports/card-checkout.port';
import type { CardPaymentAlert } from '@shared/ports/card-payment-alerts.port';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { MvmPaymentAlertRepository } from '../ports/mvm-payment-alert-repository.port';
import { MvmPaymentRepository } from '../ports/mvm-payment-repository.port';

/**
 * An early fraud warning or a dispute about an Mvm card payment
 * (docs/decisions.md#fraud-on-mvm-payments): a warning refunds the payment at once (once: the
 * gateway's idempotency key is the payment's id), a dispute is kept with its status; both are
 * audited. Mvm payers have no account, so nobody is blocked; the payment stays PAID in our books
 * and the alert row and the audit log say it was refunded or disputed.
 */
@Injectable()
export class HandleMvmPaymentAlertService {
  constructor(
    private readonly payments: MvmPaymentRepository,
    private readonly alerts: MvmPaymentAlertRepository,
    private readonly checkout: CardCheckout,
    private readonly audit: RecordAdminActionService,
  ) {}

  async handle(alert: CardPaymentAlert): Promise<'handled' | 'not-ours'> {
    const payment = await this.payments.findByProviderRef('stripe', alert.paymentRef);
    if (!payment) return 'not-ours';
    const warning = alert.kind === 'early_fraud_warning';
    const { previousStatus } = await this.alerts.record({
      id: alert.id,
      kind: alert.kind,
      paymentId: payment.id,
      paymentRef: alert.paymentRef,
      status: warning ? (alert.actionable ? 'actionable' : 'not_actionable') : alert.status,
      reason: warning ? alert.fraudType : alert.reason,
      amountCents: warning ? null : alert.amountCents,
    });
    let refundRef: string | null = null;
    if (warning && alert.actionable) {
      const refund = await this.checkout.refund(alert.paymentRef, payment.id);
      // A failed refund fails the webhook: Stripe sends the warning again.
      if (refund.state === 'failed')
        throw new Error(`Mvm payment ${payment.id}: refund failed: ${refund.reason}`);
      refundRef = refund.refundRef;
    }
    const what = warning
      ? `${alert.id} (${alert.fraudType}) on Mvm payment ${payment.id}: ${refundRef ? `refunded ${refundRef}` : 'not refunded (not actionable)'}`
      : `dispute ${alert.id} ${previousStatus ? `${previousStatus} -> ${alert.status}` : `opened: ${alert.status} (${alert.reason})`}, Mvm payment ${payment.id}`;
    const first = await this.alerts.markHandled(alert.id, refundRef);
    const changed = !warning && previousStatus !== null && previousStatus !== alert.status;
    if (first || changed) {
      await this.audit.record({
        adminId: null,
        adminEmail: 'stripe',
        action: warning ? 'payment.early_fraud_warning' : 'payment.dispute',
        detail: what,
      });
    }
    return 'handled';
  }
}
