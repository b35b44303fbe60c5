import type { MailMessage } from '@shared/ports/mailer.port';
import type { CardPaymentAlert } from '@shared/ports/card-payment-alerts.port';
import type { TopUpOrder } from '../domain/top-up-order';

/** The admins' notice of a new dispute: what, on which order, and where to answer it. */
export function disputeMail(args: {
  order: Pick<TopUpOrder, 'id' | 'customerId' | 'productName' | 'telenumber'>;
  dispute: Extract<CardPaymentAlert, { kind: 'dispute' }>;
  amount: string;
  to: string;
}): MailMessage {
  const { order, dispute, amount, to } = args;
  const text = [
    `A card payment was disputed: ${amount} (${dispute.reason}).`,
    ``,
    `Dispute: ${dispute.id} (status ${dispute.status})`,
    `Order: ${order.id} (${order.productName} to ${order.telenumber})`,
    `Payment: ${dispute.paymentRef}`,
    ``,
    `The customer is blocked from buying. Answer the dispute in Stripe's dashboard before its`,
    `deadline; the order page in the back office shows its status.`,
  ].join('\n');
  return { to, subject: `Dispute on order ${order.id}`, text: `${text}\n\nSelamTopup` };
}
