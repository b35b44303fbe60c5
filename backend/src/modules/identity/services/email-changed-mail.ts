import type { Language } from '@shared/domain/language';
import { mailLocale } from '@shared/mail-texts/mail-texts';
import type { MailMessage } from '@shared/ports/mailer.port';

/**
 * The notice to the old address after an e-mail change (docs/decisions.md#account-limits): its
 * owner learns of a take-over. In the account's language. No user text in it (the new address is
 * left out), so the HTML needs no escaping.
 */
export function emailChangedMail(oldEmail: string, language: Language): MailMessage {
  const { t } = mailLocale(language);
  const body = [t.emailChanged.changed, t.emailChanged.ifYou, t.emailChanged.ifNotYou];
  return {
    to: oldEmail,
    subject: t.emailChanged.subject,
    text: `${body.join('\n\n')}\n\n${t.signature}`,
    html: `${body.map((p) => `<p>${p}</p>`).join('')}<p>${t.signature}</p>`,
  };
}
