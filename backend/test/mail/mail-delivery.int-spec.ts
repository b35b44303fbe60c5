import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES } from '@shared/queues/queue-names';
import { Mailer } from '@shared/ports/mailer.port';
import { freePort, SmtpStandIn, waitFor } from '../support/smtp-stand-in';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

// A mail queue of this file's own: mails other suites queued and left behind (receipts of their
// orders) must not take this file's workers' time, nor reach its slow SMTP stand-in first (a
// SIGTERM test once found five receipts ahead of its own mail).
const PREFIX = { REDIS_PREFIX: `${process.env.REDIS_PREFIX}-mail` };

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('mail through the queue and SMTP', () => {
  let worker: INestApplicationContext | undefined;
  let smtp: SmtpStandIn | undefined;
  afterEach(async () => {
    await worker?.close();
    await smtp?.stop();
    worker = smtp = undefined;
  });

  it('delivers a mail enqueued while SMTP is unreachable once SMTP is back', async () => {
    const port = await freePort(); // nothing listens here yet: the SMTP server is "down"
    worker = await startWorker({
      ...PREFIX,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      MAIL_RETRY_DELAY_MS: '100',
      MAIL_ATTEMPTS: '30',
    });
    const to = unique('outage');
    await worker.get(Mailer).send({ to, subject: 'Your receipt', text: 'Thank you' });

    await new Promise((r) => setTimeout(r, 1200)); // a few failed attempts
    smtp = new SmtpStandIn(port);
    await smtp.start();

    const mail = await waitFor(() => smtp!.received.find((m) => m.subject === 'Your receipt'));
    expect(mail.text?.trim()).toBe('Thank you');
    expect((mail.to as { text: string }).text).toBe(to);
    expect(smtp.received.filter((m) => m.subject === 'Your receipt')).toHaveLength(1);
  });

  it('finishes the mail it is sending when the worker shuts down (SIGTERM path)', async () => {
    const port = await freePort();
    smtp = new SmtpStandIn(port, 1500); // slow server: the job is in flight when we stop
    await smtp.start();
    worker = await startWorker({
      ...PREFIX,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
    });
    await worker.get(Mailer).send({ to: unique('shutdown'), subject: 'In flight', text: 'x' });
    await new Promise((r) => setTimeout(r, 700));

    await worker.close(); // what the shutdown hooks do on SIGTERM
    worker = undefined;
    expect(smtp.received.map((m) => m.subject)).toContain('In flight');
  });

  it('keeps no body in a mail job once the mail is sent (codes never stay in the queue)', async () => {
    const port = await freePort();
    smtp = new SmtpStandIn(port);
    await smtp.start();
    worker = await startWorker({
      ...PREFIX,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
    });
    const to = unique('sent');
    await worker.get(Mailer).send({
      to,
      subject: 'Your code',
      text: 'Code: SECRET77',
      html: '<p>SECRET77</p>',
    });
    const queue = worker.get<Queue>(getQueueToken(QUEUES.mail));
    const job = await waitFor(async () =>
      (await queue.getCompleted(0, 200)).find((j) => j.data.to === to),
    );
    expect(smtp.received.find((m) => m.subject === 'Your code')?.text?.trim()).toBe(
      'Code: SECRET77',
    );
    expect(job.data).toEqual({ to, subject: 'Your code', bodyRemoved: true });
  });

  it('keeps no body in a mail job that failed for good, and never sends it again', async () => {
    const port = await freePort(); // nothing listens: every attempt fails
    worker = await startWorker({
      ...PREFIX,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      MAIL_RETRY_DELAY_MS: '50',
      MAIL_ATTEMPTS: '2',
    });
    const to = unique('failed');
    await worker.get(Mailer).send({ to, subject: 'Reset code', text: 'Code: SECRET88' });
    const queue = worker.get<Queue>(getQueueToken(QUEUES.mail));
    const failed = await waitFor(async () => {
      const job = (await queue.getFailed(0, 200)).find((j) => j.data.to === to);
      return job?.data.bodyRemoved ? job : undefined;
    });
    expect(failed.data).toEqual({ to, subject: 'Reset code', bodyRemoved: true });
    expect(failed.attemptsMade).toBe(2);

    // A retry from the dashboard has nothing to send: it fails at once, mailing nobody.
    smtp = new SmtpStandIn(port);
    await smtp.start();
    await failed.retry();
    await waitFor(async () => {
      const job = await queue.getJob(failed.id!);
      const state = await job?.getState();
      return state === 'failed' && job?.failedReason?.includes('removed') ? true : undefined;
    });
    expect(smtp.received).toHaveLength(0);
  });

  it('refuses a mail job that asks for files or URLs (attachments, html {path}), sending nothing', async () => {
    const port = await freePort();
    smtp = new SmtpStandIn(port);
    await smtp.start();
    worker = await startWorker({
      ...PREFIX,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
    });
    const queue = worker.get<Queue>(getQueueToken(QUEUES.mail));
    const to = unique('smuggled');
    const secret = join(mkdtempSync(join(tmpdir(), 'mail-int-')), 'secret.txt');
    writeFileSync(secret, 'TOP-SECRET-VALUE');
    // What the queue dashboard's "add job" could write: nodemailer would read the file and
    // fetch the URL for whoever wrote the job.
    const smuggled = [
      { to, subject: 'x', text: 'x', attachments: [{ filename: 'env.txt', path: secret }] },
      { to, subject: 'y', text: 'y', html: { path: secret } },
      { to, subject: 'z', text: 'z', html: { path: 'http://127.0.0.1:1/' } },
    ];
    const jobs = await Promise.all(
      smuggled.map((data) => queue.add('send', data, { attempts: 3, backoff: 50 })),
    );
    for (const added of jobs) {
      const failed = await waitFor(async () => {
        const job = await queue.getJob(added.id!);
        return (await job?.getState()) === 'failed' && job?.data.bodyRemoved ? job : undefined;
      });
      expect(failed.failedReason).toMatch(/^Not a mail this product sends/);
      expect(failed.attemptsMade).toBe(1); // refused for good, never retried
      expect(failed.data).toEqual({ to, subject: added.data.subject, bodyRemoved: true });
    }
    // A proper mail after them is delivered: the stand-in works and got nothing else.
    await worker.get(Mailer).send({ to, subject: 'After', text: 'fine' });
    await waitFor(() => smtp!.received.find((m) => m.subject === 'After'));
    expect(smtp.received.map((m) => m.subject)).toEqual(['After']);
    expect(smtp.received[0].attachments).toHaveLength(0);
  });

  it('refuses line breaks in header fields', async () => {
    worker = await startWorker();
    await expect(
      worker
        .get(Mailer)
        .send({ to: 'a@example.com', subject: 'Hi\r\nBcc: victim@example.com', text: 'x' }),
    ).rejects.toThrow('Mail header fields must not contain line breaks');
  });
});

describe('dev mailbox (no SMTP configured)', () => {
  let api: TestApp;
  let worker: INestApplicationContext;
  beforeAll(async () => {
    api = await createTestApp();
    worker = await startWorker();
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  it('keeps the mail and shows it at /dev/mailbox', async () => {
    const to = unique('dev');
    await api.app.get(Mailer).send({
      to,
      subject: 'Your code <b>',
      text: 'Code: ABCD2345',
      html: '<p>Code: <b>ABCD2345</b></p>',
    });

    const [mail] = await waitFor(async () => {
      const res = await api.agent().get('/dev/mailbox/messages').query({ to }).expect(200);
      return res.body.length ? res.body : undefined;
    });
    expect(mail).toMatchObject({ to, subject: 'Your code <b>', text: 'Code: ABCD2345' });

    const page = await api.agent().get('/dev/mailbox').expect(200).expect('content-type', /html/);
    expect(page.text).toContain('Your code &lt;b&gt;');
    const one = await api.agent().get(`/dev/mailbox/messages/${mail.id}`).expect(200);
    expect(one.text).toContain('Code: ABCD2345');
    expect(one.text).toContain('<iframe sandbox');
  });
});
