import { formatCents } from '@shared/domain/money';
import type { MailMessage } from '@shared/ports/mailer.port';
import { totalCents, TopUpOrder } from '../domain/top-up-order';

const when = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

export function receiptMail(order: TopUpOrder, to: string): MailMessage {
  const lines = [
    `Your top-up was delivered.`,
    ``,
    `Order: ${order.id}`,
    `Date: ${when(order.createdAt)}`,
    `Recipient: ${order.telenumber} (${order.operatorName}, ${order.country})`,
    `Top-up: ${order.productName}`,
    `Amount: ${formatCents(order.amountCents)} USD`,
    `Processing Fee: ${formatCents(order.serviceChargeCents)} USD`,
    `Total: ${formatCents(totalCents(order))} USD`,
    // What the recipient's operator asks for when a top-up is queried.
    ...(order.operatorReference ? [`Operator reference: ${order.operatorReference}`] : []),
  ];
  return {
    to,
    subject: 'Your SelamTopup receipt',
    text: `${lines.join('\n')}\n\nThank you for using SelamTopup.`,
  };
}

export function refundMail(order: TopUpOrder, to: string): MailMessage {
  const text = [
    `We could not deliver your top-up of ${order.productName} to ${order.telenumber}.`,
    `Reason: ${order.failureReason ?? 'the operator declined it'}.`,
    ``,
    `We have refunded ${formatCents(totalCents(order))} USD to ${refundedTo(order)}. Depending on your bank, it can take`,
    `a few days to show on your statement.`,
    ``,
    `Order: ${order.id}`,
  ].join('\n');
  return {
    to,
    subject: 'Your SelamTopup top-up could not be delivered: refunded',
    text: `${text}\n\nSelamTopup`,
  };
}

/** Where the money goes back: the method that paid (a wallet order's refund goes to PayPal). */
export const refundedTo = (order: Pick<TopUpOrder, 'gateway'>): string =>
  order.gateway === 'paypal' ? 'your PayPal account' : 'your card';
