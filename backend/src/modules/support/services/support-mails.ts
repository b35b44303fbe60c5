import { escapeHtml, oneLine } from '../../../shared/domain/text';
import type { MailMessage } from '../../../shared/ports/mailer.port';
import type { ContactMessage, CreditRequest } from '../domain/support-request';

const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => escapeHtml(line))
    .join('<br>');

export function contactMail(m: ContactMessage, to: string): MailMessage {
  const name = `${m.firstname} ${m.lastname}`;
  return {
    to,
    replyTo: m.email,
    subject: oneLine(`Contact message from ${name}`),
    text: `From: ${name} <${m.email}>\n\n${m.message}`,
    html: `<p>From: ${escapeHtml(name)} &lt;${escapeHtml(m.email)}&gt;</p><p>${paragraphs(m.message)}</p>`,
  };
}

export function creditRequestMail(r: CreditRequest): MailMessage {
  const intro = `${r.requestorName} asks you to send them mobile credit with SelamTopup.`;
  const details = `Name: ${r.requestorName}\nMobile number: ${r.requestorTele}\nE-mail: ${r.requestorEmail}`;
  return {
    to: r.requesteeEmail,
    replyTo: r.requestorEmail,
    subject: oneLine(`${r.requestorName} asks you for a mobile top-up`),
    text: `Hello ${r.requesteeName},\n\n${intro}\n\n${r.message}\n\n${details}\n\nSelamTopup`,
    html:
      `<p>Hello ${escapeHtml(r.requesteeName)},</p><p>${escapeHtml(intro)}</p>` +
      `<blockquote>${paragraphs(r.message)}</blockquote><p>${paragraphs(details)}</p><p>SelamTopup</p>`,
  };
}
