import { escapeHtml, oneLine } from '@shared/domain/text';
import type { MailMessage } from '@shared/ports/mailer.port';
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

/** Ours, whoever fills the form: the requestor's words never reach the subject line. */
export const CREDIT_REQUEST_SUBJECT = 'A request for mobile credit through SelamTopup';

/**
 * The requestor's text for the HTML part: escaped, and with an invisible zero-width space after
 * `://` and after each dot between letters, so mail programs do not turn an address in it into a
 * link we would seem to vouch for (the text still reads the same).
 */
const unlinked = (text: string) =>
  paragraphs(text)
    .replace(/:\/\//g, ':&#8203;//')
    .replace(/(\w)\.(?=\w)/g, '$1.&#8203;');

/** The words around the request's link; the link itself is ours, never the requestor's text. */
export const REQUEST_LINK_INTRO =
  'To send them credit, open this link: it opens the SelamTopup top-up form with their number ' +
  'filled in, and you choose the amount and pay there.';

/**
 * To the requestee. The form mails any address from our domain, so what the requestor typed is
 * framed as theirs: a quoted block under "Message from <name> <e-mail>:", their details apart,
 * and a closing line saying SelamTopup did not write it. `link` opens the home form for the
 * requestor's number (docs/specification.md#request-link).
 */
export function creditRequestMail(r: CreditRequest, link: string): MailMessage {
  const from = `${r.requestorName} <${r.requestorEmail}>`;
  const intro = `${r.requestorName} asks you, through SelamTopup's credit-request form, to send them mobile credit.`;
  const details = `Name: ${r.requestorName}\nMobile number: ${r.requestorTele}\nE-mail: ${r.requestorEmail}`;
  const notice =
    'You get this e-mail because someone entered your address in that form. The message above ' +
    "is theirs, not SelamTopup's: SelamTopup did not write or check it, and never asks for " +
    'passwords or card details by e-mail.';
  const quoted = r.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to: r.requesteeEmail,
    replyTo: r.requestorEmail,
    subject: CREDIT_REQUEST_SUBJECT,
    text:
      `Hello ${r.requesteeName},\n\n${intro}\n\nMessage from ${from}:\n${quoted}\n\n` +
      `Their details:\n${details}\n\n${REQUEST_LINK_INTRO}\n${link}\n\n${notice}\n\nSelamTopup`,
    html:
      `<p>Hello ${escapeHtml(r.requesteeName)},</p><p>${escapeHtml(intro)}</p>` +
      `<p>Message from ${escapeHtml(from)}:</p>` +
      `<blockquote style="margin:0 0 1em;padding:0 1em;border-left:3px solid #999;color:#333">` +
      `${unlinked(r.message)}</blockquote>` +
      `<p>Their details:<br>${paragraphs(details)}</p>` +
      `<p>${escapeHtml(REQUEST_LINK_INTRO)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p><small>${escapeHtml(notice)}</small></p>` +
      `<p>SelamTopup</p>`,
  };
}
