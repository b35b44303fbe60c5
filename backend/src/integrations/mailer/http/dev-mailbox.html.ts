import { escapeHtml } from '@shared/domain/text';
import type { DevMailOrmEntity } from '../infra/dev-mail.orm-entity';

const escape = escapeHtml;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}
iframe{width:100%;height:60vh;border:1px solid #ddd}</style></head><body>${body}</body></html>`;

export function renderMailbox(mails: DevMailOrmEntity[]): string {
  const rows = mails
    .map(
      (m) => `<tr><td>${escape(m.createdAt.toISOString())}</td><td>${escape(m.to)}</td>
<td><a href="/dev/mailbox/messages/${m.id}">${escape(m.subject)}</a></td></tr>`,
    )
    .join('');
  return page(
    'Dev mailbox',
    `<h1>Dev mailbox</h1><p>Mail the app would have sent (no SMTP server configured). Newest first.</p>
${mails.length ? `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No mail yet.</p>'}`,
  );
}

export function renderMessage(m: DevMailOrmEntity): string {
  // The HTML part is shown in a sandboxed frame: no scripts, no access to this page.
  const html = m.html ? `<h2>HTML</h2><iframe sandbox srcdoc="${escape(m.html)}"></iframe>` : '';
  return page(
    m.subject,
    `<p><a href="/dev/mailbox">&larr; Dev mailbox</a></p><h1>${escape(m.subject)}</h1>
<p>From: ${escape(m.from)}<br>To: ${escape(m.to)}${m.replyTo ? `<br>Reply-To: ${escape(m.replyTo)}` : ''}<br>Date: ${escape(m.createdAt.toISOString())}</p>
<h2>Text</h2><pre>${escape(m.text)}</pre>${html}`,
  );
}
