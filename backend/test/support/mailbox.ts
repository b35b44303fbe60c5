import type TestAgent from 'supertest/lib/agent';
import { waitFor } from './smtp-stand-in';

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
}

/** The newest dev-mailbox mail to `to` whose subject matches (the worker delivers it). */
export function mailTo(agent: TestAgent, to: string, subject: RegExp, after = 0): Promise<DevMail> {
  return waitFor(async () => {
    const res = await agent.get('/dev/mailbox/messages').query({ to });
    const mails = (res.body as (DevMail & { createdAt: string })[]).filter(
      (m) => subject.test(m.subject) && Date.parse(m.createdAt) >= after,
    );
    return mails[0];
  });
}

/** The 8-character code in a code mail. */
export async function codeFor(
  agent: TestAgent,
  to: string,
  subject: RegExp,
  after = 0,
): Promise<string> {
  const mail = await mailTo(agent, to, subject, after);
  return /\b([A-HJ-NP-Z2-9]{8})\b/.exec(mail.text)![1];
}
