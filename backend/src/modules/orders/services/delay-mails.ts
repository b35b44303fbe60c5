import type { MailMessage } from '@shared/ports/mailer.port';
import type { TopUpOrder } from '../domain/top-up-order';
import { refundedTo } from './order-mails';

/**
 * "Your top-up is delayed, we keep trying" (docs/specification.md#delayed-top-ups): sent
 * once per order, when it is not delivered within TOPUP_DELAY_NOTICE_MINUTES.
 */
export function delayedMail(order: TopUpOrder, to: string, timeLimitHours: number): MailMessage {
  const text = [
    `Your top-up of ${order.productName} to ${order.telenumber} (${order.operatorName}) has not arrived yet.`,
    `The operator is taking longer than usual. We keep trying; you need to do nothing.`,
    ``,
    `If it cannot be delivered within ${hours(timeLimitHours)} of payment, we cancel it and refund`,
    `the full amount to ${refundedTo(order)}, and we mail you.`,
    ``,
    `Order: ${order.id}`,
  ].join('\n');
  return {
    to,
    subject: 'Your SelamTopup top-up is delayed: we keep trying',
    text: `${text}\n\nSelamTopup`,
  };
}

const hours = (h: number): string => {
  if (h >= 1) return `${Number(h.toFixed(1))} hour${h === 1 ? '' : 's'}`;
  const minutes = Math.max(1, Math.round(h * 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};
