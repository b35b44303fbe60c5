import type { MailMessage } from '@shared/ports/mailer.port';

const SUBJECT = 'Your SelamTopup e-mail address was changed';
const BODY = [
  'The e-mail address of your SelamTopup account was just changed. This address will no longer be used for your account.',
  'If you made this change, there is nothing more to do.',
  'If you did not, someone else may have access to your account: please contact us at once through the Contact page of our website.',
];

/**
 * The notice to the old address after an e-mail change (docs/decisions.md#account-limits): its
 * owner learns of a
 * take-over. No user text in it (the new address is left out), so the HTML needs no escaping.
 */
export function emailChangedMail(oldEmail: string): MailMessage {
  return {
    to: oldEmail,
    subject: SUBJECT,
    text: `${BODY.join('\n\n')}\n\nSelamTopup`,
    html: `${BODY.map((p) => `<p>${p}</p>`).join('')}<p>SelamTopup</p>`,
  };
}
