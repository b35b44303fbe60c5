import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES } from '@shared/queues/queue-names';
import { createTestApp, TestApp } from '../support/test-app';
import { adminAgent } from '../support/admins';
import { PRODUCTION, PROVIDERS } from '../support/production-env';

/** The site's host as the browser names it, and the Origin its own pages send. */
const HOST = 'shop.selamtopup.test';
const OWN_ORIGIN = `https://${HOST}`;

describe('platform endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('GET /api/health answers 200 with database and Redis up and the Node it runs on (24), without starting a session', async () => {
    const res = await t.agent().get('/api/health').expect(200);
    expect(res.body.info).toEqual({
      database: { status: 'up' },
      redis: { status: 'up' },
      runtime: { status: 'up', node: process.version },
    });
    expect(process.versions.node.split('.')[0]).toBe('24');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    await t.agent().get('/api/docs').expect(200).expect('content-type', /html/);
    const doc = await t.agent().get('/api/docs-json').expect(200);
    expect(doc.body.info.title).toBe('SelamTopup API');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/user/token',
        '/api/health',
        '/api/captcha/challenge',
        '/api/product/offers',
      ]),
    );
  });

  it('exposes Prometheus metrics at /metrics', async () => {
    await t.agent().get('/api/health');
    const res = await t.agent().get('/metrics').expect(200);
    expect(res.text).toContain('process_cpu_user_seconds_total');
    expect(res.text).toContain('http_request_duration_seconds_bucket');
  });

  it('shows the queue dashboard at /admin/queues to admins only, in every mode', async () => {
    await t.agent().get('/admin/queues').expect(401);
    const { agent } = await adminAgent(t);
    const res = await agent.get('/admin/queues').expect(200);
    expect(res.text).toMatch(/<html/i);
  });

  it('lets a master admin change queues only from our own origin (no Origin, another site: 403)', async () => {
    const pause = '/admin/queues/api/queues/reconciliation/pause';
    const resume = '/admin/queues/api/queues/reconciliation/resume';
    // A queue no other suite waits on: pausing it for a moment disturbs nobody.
    const queue = t.app.get<Queue>(getQueueToken(QUEUES.reconciliation));
    await t.agent().put(pause).set('Host', HOST).set('Origin', OWN_ORIGIN).expect(401);
    const { agent } = await adminAgent(t, 'master');
    const forgeries: Record<string, string>[] = [
      {},
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: `${OWN_ORIGIN}.evil.example` },
      { Referer: 'https://evil.example/page' },
    ];
    for (const headers of forgeries) {
      const res = await agent.put(pause).set('Host', HOST).set(headers).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'Invalid CSRF token' });
    }
    expect(await queue.isPaused()).toBe(false);
    await agent.put(pause).set('Host', HOST).set('Origin', OWN_ORIGIN).expect(200);
    try {
      expect(await queue.isPaused()).toBe(true);
    } finally {
      await agent.put(resume).set('Host', HOST).set('Origin', OWN_ORIGIN).expect(200);
    }
    expect(await queue.isPaused()).toBe(false);
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const res = await t.agent().get('/api/nothing-here').expect(404);
    expect(res.body.message).toMatch(/Cannot GET/);
  });

  it('sends security headers', async () => {
    const res = await t.agent().get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('platform endpoints in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        ...PRODUCTION,
        ...PROVIDERS,
      },
    );
  });
  afterAll(() => t?.close());

  it('GET /api/health names only the major Node version (v24), not the exact release', async () => {
    const res = await t.agent().get('/api/health').expect(200);
    expect(res.body.info.runtime).toEqual({ status: 'up', node: 'v24' });
    expect(JSON.stringify(res.body)).not.toContain(process.version);
  });

  it('keeps the queue dashboard behind an admin session', async () => {
    await t.agent().get('/admin/queues').expect(401);
    await t.agent().put('/admin/queues/api/queues/mail/pause').expect(401);
  });

  it('has no /metrics without METRICS_TOKEN and no /api/docs without API_DOCS', async () => {
    await t.agent().get('/metrics').expect(404);
    await t.agent().get('/api/docs').expect(404);
    await t.agent().get('/api/docs-json').expect(404);
  });

  it('has no dev mailbox', async () => {
    await t.agent().get('/dev/mailbox').expect(404);
    await t.agent().get('/dev/mailbox/messages').expect(404);
  });
});

describe('platform endpoints in production, with METRICS_TOKEN and API_DOCS=true', () => {
  const METRICS_TOKEN = 'a-metrics-token-for-the-scraper';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        ...PRODUCTION,
        ...PROVIDERS,
        METRICS_TOKEN,
        API_DOCS: 'true',
      },
    );
  });
  afterAll(() => t?.close());

  it('wants the bearer token on /metrics', async () => {
    await t.agent().get('/metrics').expect(401);
    await t.agent().get('/metrics').set('Authorization', 'Bearer wrong').expect(401);
    await t.agent().get('/metrics').set('Authorization', METRICS_TOKEN).expect(401);
    const res = await t
      .agent()
      .get('/metrics')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`)
      .expect(200);
    expect(res.text).toContain('process_cpu_user_seconds_total');
  });

  it('serves /api/docs when asked to', async () => {
    await t.agent().get('/api/docs').expect(200);
  });
});
