import type { Language } from '@shared/domain/language';
import { fill, type MailLocale, mailLocale } from '@shared/mail-texts/mail-texts';
import type { MailMessage } from '@shared/ports/mailer.port';
import type { TopUpOrder } from '../domain/top-up-order';
import { refundedTo } from './order-mails';

/**
 * "Your top-up is delayed, we keep trying" (docs/specification.md#delayed-top-ups): sent
 * once per order, when it is not delivered within TOPUP_DELAY_NOTICE_MINUTES; in the
 * customer's language.
 */
export function delayedMail(
  order: TopUpOrder,
  to: string,
  timeLimitHours: number,
  language: Language,
): MailMessage {
  const l = mailLocale(language);
  const d = l.t.delayed;
  const text = [
    fill(d.notYet, {
      product: order.productName,
      number: order.telenumber,
      operator: order.operatorName,
    }),
    ``,
    fill(d.limit, { time: hours(timeLimitHours, l), refundedTo: refundedTo(order, l) }),
    ``,
    fill(d.order, { id: order.id }),
  ].join('\n');
  return { to, subject: d.subject, text: `${text}\n\n${l.t.signature}` };
}

const hours = (h: number, l: MailLocale): string => {
  const d = l.t.delayed;
  if (h >= 1) return l.plural(h, { one: d.hour_one, other: d.hour_other }, Number(h.toFixed(1)));
  const minutes = Math.max(1, Math.round(h * 60));
  return l.plural(minutes, { one: d.minute_one, other: d.minute_other });
};
