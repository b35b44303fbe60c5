import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailMessage } from '@shared/ports/mailer.port';
import { nodemailerMessage } from './smtp.transport';

type Outgoing = MailMessage & { from: string };

const mail: Outgoing = {
  from: 'SelamTopup <no-reply@selamtopup.test>',
  to: 'a@example.com',
  subject: 'Your code',
  text: 'Code: 1234',
};

/** A file the mailer must never be able to read. */
function secretFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'mail-spec-')), 'secret.txt');
  writeFileSync(file, 'TOP-SECRET-VALUE');
  return file;
}

/** Builds the raw message as nodemailer would send it, without a server. */
async function rawMessage(message: ReturnType<typeof nodemailerMessage>): Promise<string> {
  const info = await createTransport({ streamTransport: true, buffer: true }).sendMail(message);
  return (info.message as Buffer).toString();
}

describe('nodemailerMessage', () => {
  it('carries only from, to, subject, text, html and replyTo, with file and URL access off', () => {
    const hostile = {
      ...mail,
      html: '<p>1234</p>',
      replyTo: 'b@example.com',
      attachments: [{ filename: 'env.txt', path: '/proc/self/environ' }],
      headers: { Bcc: 'x@evil.test' },
      bcc: 'x@evil.test',
      raw: 'anything',
    } as Outgoing;
    expect(nodemailerMessage(hostile)).toEqual({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: '<p>1234</p>',
      replyTo: 'b@example.com',
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  });

  it('leaves out html and replyTo when the mail has none', () => {
    expect(Object.keys(nodemailerMessage(mail)).sort()).toEqual(
      ['disableFileAccess', 'disableUrlAccess', 'from', 'subject', 'text', 'to'].sort(),
    );
  });

  it('sends no attachment a job smuggled in', async () => {
    const file = secretFile();
    const raw = await rawMessage(
      nodemailerMessage({ ...mail, attachments: [{ path: file }] } as Outgoing),
    );
    expect(raw).not.toContain('TOP-SECRET-VALUE');
    expect(raw).not.toMatch(/Content-Disposition: attachment/i);
  });

  it('cannot read a file even when a body is not a string', async () => {
    const file = secretFile();
    const withPath = { ...mail, html: { path: file } } as unknown as Outgoing;
    await expect(rawMessage(nodemailerMessage(withPath))).rejects.toThrow(/File access rejected/);
  });

  it('cannot fetch a URL even when a body is not a string', async () => {
    const withUrl = { ...mail, text: { href: 'http://127.0.0.1:1/' } } as unknown as Outgoing;
    await expect(rawMessage(nodemailerMessage(withUrl))).rejects.toThrow(/Url access rejected/i);
  });
});
