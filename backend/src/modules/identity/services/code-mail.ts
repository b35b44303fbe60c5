import type { Language } from '@shared/domain/language';
import { mailLocale } from '@shared/mail-texts/mail-texts';
import type { MailMessage } from '@shared/ports/mailer.port';
import type { CodePurpose } from '../domain/one-time-code';

const KEYS = {
  signup: { subject: 'signupSubject', intro: 'signupIntro' },
  reset: { subject: 'resetSubject', intro: 'resetIntro' },
  email_change: { subject: 'emailChangeSubject', intro: 'emailChangeIntro' },
} as const;

/**
 * The code e-mail, in `language` (docs/decisions.md#mail-language). The code is generated
 * by us (no user text), and the texts are ours, so it is safe in HTML as is.
 */
export function codeMail(
  purpose: CodePurpose,
  to: string,
  code: string,
  language: Language,
): MailMessage {
  const { t } = mailLocale(language);
  const subject = t.code[KEYS[purpose].subject];
  const intro = t.code[KEYS[purpose].intro];
  const outro = t.code.outro;
  return {
    to,
    subject,
    text: `${intro}\n\n${code}\n\n${outro}\n\n${t.signature}`,
    html: `<p>${intro}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>${outro}</p><p>${t.signature}</p>`,
  };
}
