import { formatCents } from '@shared/domain/money';
import type { MailMessage } from '@shared/ports/mailer.port';
import { totalCents, TopUpOrder, whatArrivesLine } from '../domain/top-up-order';
import type { DeliveredPin } from '../ports/top-up-sender.port';

const when = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

/** The receipt; a PIN product's receipt carries its PIN code and serial (the customer's own). */
export function receiptMail(
  order: TopUpOrder,
  to: string,
  pin: DeliveredPin | null = null,
): MailMessage {
  const lines = [
    `Your top-up was delivered.`,
    ``,
    `Order: ${order.id}`,
    `Date: ${when(order.createdAt)}`,
    `Recipient: ${order.telenumber} (${order.operatorName}, ${order.country})`,
    `Top-up: ${order.productName}`,
    ...receives(order),
    `Amount: ${formatCents(order.amountCents)} USD`,
    `Processing Fee: ${formatCents(order.serviceChargeCents)} USD`,
    `Total: ${formatCents(totalCents(order))} USD`,
    // What the recipient's operator asks for when a top-up is queried.
    ...(order.operatorReference ? [`Operator reference: ${order.operatorReference}`] : []),
    ...(pin
      ? [
          ``,
          `PIN code: ${pin.code}`,
          ...(pin.serial ? [`Serial number: ${pin.serial}`] : []),
          `Keep this PIN private: anyone who has it can use it.`,
        ]
      : []),
  ];
  return {
    to,
    subject: 'Your SelamTopup receipt',
    text: `${lines.join('\n')}\n\nThank you for using SelamTopup.`,
  };
}

/** What arrives, from the order's copy (docs/specification.md#receipt-mail). */
function receives(order: TopUpOrder): string[] {
  const line = whatArrivesLine(order.whatArrives);
  if (!line) return [];
  const parts = order.whatArrives!.benefits;
  return [
    `They receive: ${line}`,
    ...(parts.length > 1 ? parts.map((b) => `  - ${b.text}${b.note ? ` (${b.note})` : ''}`) : []),
  ];
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
