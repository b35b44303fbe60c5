import { escapeHtml } from '@shared/domain/text';
import type { MailMessage } from '@shared/ports/mailer.port';
import { type TopUpOrder, whatArrivesLine } from '../domain/top-up-order';

export const REQUEST_SENT_SUBJECT = 'The mobile credit you asked for was sent';

/**
 * To the person who asked for credit, once their request was paid and delivered
 * (docs/specification.md#request-sent-mail): what arrives on their phone, as the
 * order names it, and never what was paid, nor who paid.
 */
export function requestSentMail(
  order: Pick<TopUpOrder, 'id' | 'productName' | 'telenumber' | 'operatorName' | 'whatArrives'>,
  requester: { name: string; email: string },
): MailMessage {
  const lines = [
    `Hello ${requester.name},`,
    ``,
    `The mobile credit you asked for through SelamTopup was sent to your number.`,
    ``,
    `Number: ${order.telenumber} (${order.operatorName})`,
    `Top-up: ${order.productName}`,
    // What the phone received, as the offer said at checkout (none on older orders).
    ...(order.whatArrives ? [`You receive: ${whatArrivesLine(order.whatArrives)}`] : []),
    `Reference: ${order.id}`,
  ];
  return {
    to: requester.email,
    subject: REQUEST_SENT_SUBJECT,
    text: `${lines.join('\n')}\n\nSelamTopup`,
    html: `${lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('')}<p>SelamTopup</p>`,
  };
}
