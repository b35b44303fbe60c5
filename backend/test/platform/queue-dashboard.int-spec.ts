import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import type TestAgent from 'supertest/lib/agent';
import { QUEUES } from '@shared/queues/queue-names';
import { Mailer } from '@shared/ports/mailer.port';
import { adminAgent, auditOf } from '../support/admins';
import { customerAgent } from '../support/customers';
import { createTestApp, TestApp } from '../support/test-app';

/** The site's host as the browser names it, and the Origin its own pages send. */
const HOST = 'shop.selamtopup.test';
const OWN_ORIGIN = `https://${HOST}`;
const API = '/admin/queues/api';
const ONLY_MASTERS = { statusCode: 403, message: 'Only a master admin can change queues and jobs' };

/** A change as Bull Board's own screens send it: from our own origin. */
const change = (agent: TestAgent, method: 'put' | 'post' | 'patch', path: string) =>
  agent[method](`${API}${path}`).set('Host', HOST).set('Origin', OWN_ORIGIN);

const HOSTILE_MAIL_JOB = {
  name: 'send',
  data: {
    to: 'attacker@evil.test',
    subject: 'x',
    text: 'x',
    attachments: [{ filename: 'env.txt', path: '/proc/self/environ' }],
  },
};

describe('queue dashboard: admins read, master admins change', () => {
  let t: TestApp;
  let mail: Queue;
  let fulfilment: Queue;
  const allJobs = async (queue: Queue) => queue.getJobs();

  beforeAll(async () => {
    // Queues of their own (no worker of another suite takes these jobs or sees these pauses).
    t = await createTestApp({}, { REDIS_PREFIX: `${process.env.REDIS_PREFIX}-dashboard` });
    mail = t.app.get<Queue>(getQueueToken(QUEUES.mail));
    fulfilment = t.app.get<Queue>(getQueueToken(QUEUES.fulfilment));
  });
  afterAll(async () => {
    await mail?.obliterate({ force: true });
    await t?.close();
  });

  it('refuses anonymous visitors and customers (401), reads and changes alike', async () => {
    const unauthorized = { statusCode: 401, message: 'Unauthorized' };
    const { agent: customer } = await customerAgent(t);
    for (const agent of [t.agent(), customer]) {
      const list = await agent.get(`${API}/queues`);
      expect([list.status, list.body]).toEqual([401, unauthorized]);
      const add = await change(agent, 'post', '/queues/mail/add').send(HOSTILE_MAIL_JOB);
      expect([add.status, add.body]).toEqual([401, unauthorized]);
    }
    expect(await allJobs(mail)).toHaveLength(0);
  });

  it('sends a logged-out browser opening the dashboard to the admin login; its API stays 401 JSON', async () => {
    const unauthorized = { statusCode: 401, message: 'Unauthorized' };
    const { agent: customer } = await customerAgent(t);
    const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const agent of [t.agent(), customer]) {
      for (const page of [
        '/admin/queues',
        '/admin/queues/',
        '/admin/queues/queue/mail?status=failed',
      ]) {
        const res = await agent.get(page).set('Accept', html);
        expect([page, res.status, res.headers.location]).toEqual([
          page,
          303,
          '/admin/Adminconfigpage',
        ]);
      }
      const api = await agent.get(`${API}/queues`).set('Accept', html);
      expect([api.status, api.body]).toEqual([401, unauthorized]);
      const json = await agent.get(`${API}/queues`).set('Accept', 'application/json');
      expect([json.status, json.body]).toEqual([401, unauthorized]);
      const noHtml = await agent.get('/admin/queues');
      expect([noHtml.status, noHtml.body]).toEqual([401, unauthorized]);
      const post = await change(agent, 'post', '/queues/mail/add')
        .set('Accept', html)
        .send(HOSTILE_MAIL_JOB);
      expect([post.status, post.body]).toEqual([401, unauthorized]);
    }
    const { agent: admin } = await adminAgent(t, 'admin');
    const page = await admin.get('/admin/queues').set('Accept', html);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('lets an ordinary admin look but not add, pause or change anything (403), queueing nothing', async () => {
    const { agent, admin } = await adminAgent(t, 'admin');
    await agent.get(`${API}/queues`).expect(200);

    const add = await change(agent, 'post', '/queues/mail/add').send(HOSTILE_MAIL_JOB);
    expect([add.status, add.body]).toEqual([403, ONLY_MASTERS]);
    expect(await allJobs(mail)).toHaveLength(0);

    try {
      const pause = await change(agent, 'put', '/queues/fulfilment/pause');
      expect([pause.status, pause.body]).toEqual([403, ONLY_MASTERS]);
      expect(await fulfilment.isPaused()).toBe(false);
    } finally {
      await fulfilment.resume();
    }

    const job = await mail.add('send', { to: 'a@example.com', subject: 'Hi', text: 'Hello' });
    const writes: ['put' | 'patch', string][] = [
      ['put', '/queues/pause'],
      ['put', '/queues/mail/empty'],
      ['put', '/queues/mail/obliterate'],
      ['put', '/queues/mail/clean/failed'],
      ['put', '/queues/mail/retry/failed'],
      ['put', `/queues/mail/${job.id}/clean`],
      ['patch', `/queues/mail/${job.id}/update-data`],
      ['put', '/queues/reconciliation/job-schedulers/reconcile-orders/remove'],
    ];
    for (const [method, path] of writes) {
      const res = await change(agent, method, path).send({ data: { to: 'x@evil.test' } });
      expect([path, res.status, res.body]).toEqual([path, 403, ONLY_MASTERS]);
    }
    expect((await mail.getJob(job.id!))?.data.to).toBe('a@example.com');
    await job.remove();
    expect(await auditOf(t, admin.email)).not.toContainEqual(
      expect.objectContaining({ action: 'queues.changed' }),
    );
  });

  it('shows an ordinary admin every queue read-only, and a master admin the buttons', async () => {
    const { agent: reader } = await adminAgent(t, 'admin');
    const { agent: master } = await adminAgent(t, 'master');
    const flags = async (agent: TestAgent) => {
      const res = await agent.get(`${API}/queues`).expect(200);
      return (res.body.queues as { readOnlyMode: boolean; allowRetries: boolean }[]).map(
        ({ readOnlyMode, allowRetries }) => ({ readOnlyMode, allowRetries }),
      );
    };
    const queues = Object.keys(QUEUES).length;
    expect(await flags(reader)).toEqual(
      Array(queues).fill({ readOnlyMode: true, allowRetries: false }),
    );
    expect(await flags(master)).toEqual(
      Array(queues).fill({ readOnlyMode: false, allowRetries: true }),
    );
  });

  it('lets a master admin change queues, each change in the audit log with who and what', async () => {
    const { agent, admin } = await adminAgent(t, 'master');
    try {
      await change(agent, 'put', '/queues/fulfilment/pause').expect(200);
      expect(await fulfilment.isPaused()).toBe(true);
    } finally {
      await change(agent, 'put', '/queues/fulfilment/resume').expect(200);
    }
    expect(await fulfilment.isPaused()).toBe(false);

    const well = { to: 'someone@example.com', subject: 'Hello', text: 'Hi' };
    const added = await change(agent, 'post', '/queues/mail/add').send({
      name: 'send',
      data: well,
    });
    expect(added.status).toBe(200);
    const [job] = await allJobs(mail);
    expect(job.data).toEqual(well);
    await change(agent, 'put', `/queues/mail/${job.id}/clean`).expect(204);

    // A forged request is still refused before anything is recorded.
    await agent
      .put(`${API}/queues/fulfilment/pause`)
      .set('Origin', 'https://evil.example')
      .expect(403);

    expect(await auditOf(t, admin.email)).toEqual(
      expect.arrayContaining([
        { action: 'queues.changed', detail: 'PUT /api/queues/fulfilment/pause' },
        { action: 'queues.changed', detail: 'PUT /api/queues/fulfilment/resume' },
        { action: 'queues.changed', detail: 'POST /api/queues/mail/add' },
        { action: 'queues.changed', detail: `PUT /api/queues/mail/${job.id}/clean` },
      ]),
    );
    expect(
      (await auditOf(t, admin.email)).filter((r) => r.action === 'queues.changed'),
    ).toHaveLength(4);
    expect(await fulfilment.isPaused()).toBe(false);
  });

  it('never shows the body of a mail job, whatever its state', async () => {
    const { agent } = await adminAgent(t, 'master');
    const mailer = t.app.get(Mailer);
    const to = `dashboard-${Date.now()}@example.com`;
    await mailer.send({
      to,
      subject: 'Your code',
      text: 'Code: SECRET42',
      html: '<b>SECRET42</b>',
    });
    await mail.add('send', { to, subject: 'Later', text: 'Code: SECRET43' }, { delay: 600_000 });
    const jobs: Job[] = await allJobs(mail);

    const shown = async (status: string) => {
      const res = await agent
        .get(`${API}/queues`)
        .query({ activeQueue: 'mail', status, jobsPerPage: '50' })
        .expect(200);
      const queue = (res.body.queues as { name: string }[]).find((q) => q.name === 'mail');
      return queue as unknown as { jobs: { data: unknown }[] };
    };
    for (const status of ['waiting', 'delayed', 'latest']) {
      const listed = await shown(status);
      expect(listed.jobs.length).toBeGreaterThan(0);
      expect(JSON.stringify(listed)).not.toMatch(/SECRET4|Code:/);
    }
    expect((await shown('waiting')).jobs.map((j) => j.data)).toEqual([
      { to, subject: 'Your code', body: 'hidden' },
    ]);
    for (const job of jobs) {
      const one = await agent.get(`${API}/queues/mail/${job.id}`).expect(200);
      expect(JSON.stringify(one.body)).not.toMatch(/SECRET4|Code:/);
      expect(one.body.job.data).toEqual({ to, subject: job.data.subject, body: 'hidden' });
    }
    // The job itself keeps its body until it is sent: only the dashboard's view hides it.
    expect(jobs.map((j) => j.data.text).sort()).toEqual(['Code: SECRET42', 'Code: SECRET43']);
    await Promise.all(jobs.map((j) => j.remove()));
  });
});
