import { z } from 'zod';
import type { MailMessage } from '@shared/ports/mailer.port';

/** An address or a subject: it becomes a mail header, so one line, never empty. */
const headerField = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !/[\r\n]/.test(value), 'must not contain line breaks');

/**
 * All a mail job may carry: what QueuedMailer queues, as plain strings. Anything else (nodemailer
 * attachments, `{path}` or `{href}` contents, headers) is refused: a job can be written by
 * whoever can write to the queue, and the mailer would read files or fetch URLs for it.
 */
export const mailJobSchema = z
  .object({
    to: headerField(320),
    subject: headerField(998),
    text: z.string(),
    html: z.string().optional(),
    replyTo: headerField(320).optional(),
  })
  .strict();

export type MailJobCheck = { ok: true; message: MailMessage } | { ok: false; problems: string };

/** Checks a job's data; the problems name fields, never their values (they may hold codes). */
export function checkMailJob(data: unknown): MailJobCheck {
  const parsed = mailJobSchema.safeParse(data);
  if (parsed.success) return { ok: true, message: parsed.data };
  const problems = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || 'data'}: ${issue.message}`)
    .join('; ');
  return { ok: false, problems };
}

/**
 * A mail job as the queue dashboard shows it, in every state: who and what about. The body
 * (codes, what people wrote) stays in Redis until the job is over, and is never shown.
 */
export function mailJobForDisplay(data: unknown): { to: string; subject: string; body: string } {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { to: text(fields.to), subject: text(fields.subject), body: 'hidden' };
}
