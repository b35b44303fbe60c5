import { formatCents } from '@shared/domain/money';
import type { MailMessage } from '@shared/ports/mailer.port';
import type { MvmPayment } from '../domain/mvm-payment';

const when = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

/**
 * The receipt of a paid course or project fee (plain text: the payer's words are never markup),
 * signed with the training business's name (MVM_BUSINESS_NAME). Its transaction is our payment id,
 * the one the success dialog shows and support looks up.
 */
export function mvmReceiptMail(payment: MvmPayment, to: string, businessName: string): MailMessage {
  const what = payment.kind === 'course' ? 'Course' : 'Project';
  const lines = [
    `Thank you, ${payment.payerName}: we received your payment.`,
    ``,
    `Transaction: ${payment.id}`,
    `Date: ${when(payment.paidAt ?? payment.createdAt)}`,
    `${what}: ${payment.course ?? 'Project payment'}`,
    `Description: ${payment.description}`,
    `Amount: ${formatCents(payment.amountCents)} USD`,
    `Paid with: ${payment.provider === 'paypal' ? 'PayPal' : 'card'} (${payment.providerRef ?? ''})`,
  ];
  return {
    to,
    subject: 'Your payment receipt',
    text: `${lines.join('\n')}\n\n${businessName}`,
  };
}
