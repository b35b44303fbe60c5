import type { Language } from '@shared/domain/language';
import { fill, type MailLocale, mailLocale } from '@shared/mail-texts/mail-texts';
import type { MailMessage } from '@shared/ports/mailer.port';
import { totalCents, TopUpOrder, type WhatArrivesSnapshot } from '../domain/top-up-order';
import type { DeliveredPin } from '../ports/top-up-sender.port';

/**
 * The receipt, in the customer's language (docs/decisions.md#mail-language); a PIN
 * product's receipt carries its PIN code and serial (the customer's own).
 */
export function receiptMail(
  order: TopUpOrder,
  to: string,
  language: Language,
  pin: DeliveredPin | null = null,
): MailMessage {
  const l = mailLocale(language);
  const r = l.t.receipt;
  const lines = [
    r.delivered,
    ``,
    fill(r.order, { id: order.id }),
    fill(r.date, { date: l.dateTime(order.createdAt) }),
    fill(r.recipient, {
      number: order.telenumber,
      operator: order.operatorName,
      country: order.country,
    }),
    fill(r.topUp, { product: order.productName }),
    ...receives(order, l),
    fill(r.amount, { amount: l.money(order.amountCents) }),
    fill(r.fee, { amount: l.money(order.serviceChargeCents) }),
    fill(r.total, { amount: l.money(totalCents(order)) }),
    // What the recipient's operator asks for when a top-up is queried.
    ...(order.operatorReference
      ? [fill(r.operatorReference, { reference: order.operatorReference })]
      : []),
    ...(pin
      ? [
          ``,
          fill(r.pinCode, { code: pin.code }),
          ...(pin.serial ? [fill(r.serial, { serial: pin.serial })] : []),
          r.pinPrivate,
        ]
      : []),
  ];
  return { to, subject: r.subject, text: `${lines.join('\n')}\n\n${r.thanks}` };
}

/** What arrives, from the order's copy (docs/specification.md#receipt-mail). */
function receives(order: TopUpOrder, l: MailLocale): string[] {
  const line = whatArrivesIn(order.whatArrives, l);
  if (!line) return [];
  const parts = order.whatArrives!.benefits;
  return [
    fill(l.t.receipt.theyReceive, { what: line }),
    ...(parts.length > 1 ? parts.map((b) => `  - ${b.text}${b.note ? ` (${b.note})` : ''}`) : []),
  ];
}

/**
 * The order's "what arrives" line in a language: the summary keeps the operator's local units
 * ('100 ETB', '1 GB') with its numbers written the language's way, and a validity of days is
 * said in the language; any other validity stays as the offer wrote it.
 */
export function whatArrivesIn(snapshot: WhatArrivesSnapshot | null, l: MailLocale): string | null {
  if (!snapshot) return null;
  if (l.language === 'en')
    return snapshot.validity ? `${snapshot.summary}, valid ${snapshot.validity}` : snapshot.summary;
  const summary = snapshot.summary.replace(/\d+(?:\.\d+)?/g, (n) => l.number(Number(n)));
  if (!snapshot.validity) return summary;
  const days = /^(\d+)\s*days?$/i.exec(snapshot.validity.trim());
  const validity = days
    ? l.plural(Number(days[1]), { one: l.t.whatArrives.day_one, other: l.t.whatArrives.day_other })
    : snapshot.validity;
  return fill(l.t.whatArrives.withValidity, { summary, validity });
}

/** Why a late order is refunded: the words the refund mail gives as its reason. */
export const NOT_DELIVERED_IN_TIME = 'it could not be delivered in time, so we cancelled it';

/** Why a held order the reviewer refused is refunded (refuse-held-order.service.ts). */
export const REFUSED_REASON = 'we could not confirm this payment';

export function refundMail(order: TopUpOrder, to: string, language: Language): MailMessage {
  const l = mailLocale(language);
  const r = l.t.refund;
  const text = [
    fill(r.notDelivered, { product: order.productName, number: order.telenumber }),
    fill(r.reason, { reason: refundReason(order.failureReason, l) }),
    ``,
    fill(r.refunded, { amount: l.money(totalCents(order)), refundedTo: refundedTo(order, l) }),
    ``,
    fill(r.order, { id: order.id }),
  ].join('\n');
  return { to, subject: r.subject, text: `${text}\n\n${l.t.signature}` };
}

/** The reason: ours translated; an operator's own words are quoted as they came. */
function refundReason(reason: string | null, l: MailLocale): string {
  if (reason == null) return l.t.refund.declined;
  if (reason === NOT_DELIVERED_IN_TIME) return l.t.refund.notInTime;
  if (reason === REFUSED_REASON) return l.t.refund.notConfirmed;
  return reason;
}

/** Where the money goes back: the method that paid (a wallet order's refund goes to PayPal). */
export const refundedTo = (
  order: Pick<TopUpOrder, 'gateway'>,
  l: MailLocale = mailLocale('en'),
): string => (order.gateway === 'paypal' ? l.t.refund.toPaypal : l.t.refund.toCard);
