import { escapeHtml, oneLine } from '@shared/domain/text';
import { fill, mailLocale } from '@shared/mail-texts/mail-texts';
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
export const CREDIT_REQUEST_SUBJECT = mailLocale('en').t.creditRequest.subject;

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
export const REQUEST_LINK_INTRO = mailLocale('en').t.creditRequest.linkIntro;

/**
 * To the requestee. The form mails any address from our domain, so what the requestor typed is
 * framed as theirs: a quoted block under "Message from <name> <e-mail>:", their details apart,
 * and a closing line saying SelamTopup did not write it. `link` opens the home form for the
 * requestor's number (docs/specification.md#request-link). In the requestor's language, the one
 * the request was made in (docs/decisions.md#mail-language).
 */
export function creditRequestMail(r: CreditRequest, link: string): MailMessage {
  const l = mailLocale(r.language);
  const c = l.t.creditRequest;
  const from = `${r.requestorName} <${r.requestorEmail}>`;
  const intro = fill(c.intro, { name: r.requestorName });
  const details = [
    fill(c.name, { name: r.requestorName }),
    fill(c.mobile, { number: r.requestorTele }),
    fill(c.email, { email: r.requestorEmail }),
  ].join('\n');
  const quoted = r.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const hello = fill(c.hello, { name: r.requesteeName });
  const messageFrom = fill(c.messageFrom, { from });
  return {
    to: r.requesteeEmail,
    replyTo: r.requestorEmail,
    subject: c.subject,
    text:
      `${hello}\n\n${intro}\n\n${messageFrom}\n${quoted}\n\n` +
      `${c.theirDetails}\n${details}\n\n${c.linkIntro}\n${link}\n\n${c.notice}\n\n${l.t.signature}`,
    html:
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>` +
      `<p>${escapeHtml(messageFrom)}</p>` +
      `<blockquote style="margin:0 0 1em;padding:0 1em;border-left:3px solid #999;color:#333">` +
      `${unlinked(r.message)}</blockquote>` +
      `<p>${escapeHtml(c.theirDetails)}<br>${paragraphs(details)}</p>` +
      `<p>${escapeHtml(c.linkIntro)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p><small>${escapeHtml(c.notice)}</small></p>` +
      `<p>${l.t.signature}</p>`,
  };
}
