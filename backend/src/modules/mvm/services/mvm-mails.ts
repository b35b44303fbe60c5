import type { Language } from '@shared/domain/language';
import { fill, mailLocale } from '@shared/mail-texts/mail-texts';
import type { MailMessage } from '@shared/ports/mailer.port';
import type { MvmPayment } from '../domain/mvm-payment';

/**
 * The receipt of a paid course or project fee (plain text: the payer's words are never markup),
 * signed with the training business's name (MVM_BUSINESS_NAME), in the payer's language
 * (docs/decisions.md#mail-language). Its transaction is our payment id, the one the success
 * dialog shows and support looks up.
 */
export function mvmReceiptMail(
  payment: MvmPayment,
  to: string,
  businessName: string,
  language: Language,
): MailMessage {
  const l = mailLocale(language);
  const m = l.t.mvmReceipt;
  const lines = [
    fill(m.thanks, { name: payment.payerName }),
    ``,
    fill(m.transaction, { id: payment.id }),
    fill(m.date, { date: l.dateTime(payment.paidAt ?? payment.createdAt) }),
    fill(payment.kind === 'course' ? m.course : m.project, {
      course: payment.course ?? m.projectPayment,
    }),
    fill(m.description, { description: payment.description }),
    fill(m.amount, { amount: l.money(payment.amountCents) }),
    fill(m.paidWith, {
      method: payment.provider === 'paypal' ? 'PayPal' : m.card,
      reference: payment.providerRef ?? '',
    }),
  ];
  return { to, subject: m.subject, text: `${lines.join('\n')}\n\n${businessName}` };
}
