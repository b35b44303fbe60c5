import type { Language } from '@shared/domain/language';
import { escapeHtml } from '@shared/domain/text';
import { fill, mailLocale } from '@shared/mail-texts/mail-texts';
import type { MailMessage } from '@shared/ports/mailer.port';
import type { TopUpOrder } from '../domain/top-up-order';
import { whatArrivesIn } from './order-mails';

export const REQUEST_SENT_SUBJECT = mailLocale('en').t.requestSent.subject;

/**
 * To the person who asked for credit, once their request was paid and delivered
 * (docs/specification.md#request-sent-mail): what arrives on their phone, as the
 * order names it, and never what was paid, nor who paid. In the language the request was made
 * in (docs/decisions.md#mail-language).
 */
export function requestSentMail(
  order: Pick<TopUpOrder, 'id' | 'productName' | 'telenumber' | 'operatorName' | 'whatArrives'>,
  requester: { name: string; email: string; language: Language },
): MailMessage {
  const l = mailLocale(requester.language);
  const s = l.t.requestSent;
  const lines = [
    fill(s.hello, { name: requester.name }),
    ``,
    s.sent,
    ``,
    fill(s.number, { number: order.telenumber, operator: order.operatorName }),
    fill(s.topUp, { product: order.productName }),
    // What the phone received, as the offer said at checkout (none on older orders).
    ...(order.whatArrives
      ? [fill(s.youReceive, { what: whatArrivesIn(order.whatArrives, l) ?? '' })]
      : []),
    fill(s.reference, { id: order.id }),
  ];
  return {
    to: requester.email,
    subject: s.subject,
    text: `${lines.join('\n')}\n\n${l.t.signature}`,
    html: `${lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('')}<p>${l.t.signature}</p>`,
  };
}
