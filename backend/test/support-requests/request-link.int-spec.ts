import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { adminAgent } from '../support/admins';
import { solvedAltcha } from '../support/altcha';
import { airtimeOffer, paidCheckout, orderOfSession } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent, newEmail } from '../support/customers';
import { post } from '../support/http';
import { mailTo } from '../support/mailbox';
import { waitFor } from '../support/smtp-stand-in';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

/**
 * A credit request that can be paid (docs/specification.md#request-link): its mail's
 * link, the endpoint that opens it, the checkout that names it and the requester's "sent" mail.
 */
jest.setTimeout(90_000);

const REQUESTOR_TELE = '+255754987654';
const INVALID = 'This top-up request link is not valid';
const UNKNOWN = 'This top-up request link has expired or is not valid';

describe('credit request links', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let db: DataSource;
  beforeAll(async () => {
    t = await createTestApp();
    worker = await startWorker({ MAIL_RETRY_DELAY_MS: '100' });
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  /** Sends a credit request; answers the token of its mail's link and the requestor's address. */
  async function requestCredit(): Promise<{ token: string; requestor: string }> {
    const agent = t.agent();
    const requestee = newEmail('payer');
    const requestor = newEmail('requester');
    const started = Date.now();
    const res = await post(agent, '/api/creditRequest/sendRequest', {
      RequestorName: 'Meron',
      RequestorTele: REQUESTOR_TELE,
      RequestorEmail: requestor,
      RequesteeName: 'Yonas',
      RequesteeEmail: requestee,
      RequestorMessage: 'Please top me up',
      altcha: await solvedAltcha(agent),
    });
    expect(res.status).toBe(201);
    const mail = await mailTo(agent, requestee, /^A request for mobile credit/, started);
    const token = /\/\?request=([A-Za-z0-9_-]{43})\n/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect(mail.html).toContain(`?request=${token}">`);
    return { token: token!, requestor };
  }

  it('the mailed link opens to the number alone, for anyone holding it', async () => {
    const { token } = await requestCredit();
    const path = `/api/creditRequest/link/${token}`;
    const agents = [
      t.agent(),
      (await customerAgent(t)).agent,
      (await adminAgent(t, 'admin')).agent,
      (await adminAgent(t, 'master')).agent,
    ];
    for (const agent of agents) {
      const res = await agent.get(path);
      expect([res.status, res.body]).toEqual([200, { phoneNumber: REQUESTOR_TELE }]);
    }
    const [row] = await db.query(
      'SELECT link_token_hash FROM credit_requests WHERE link_token_hash IS NOT NULL ORDER BY created_at DESC LIMIT 1',
    );
    expect(row.link_token_hash).not.toContain(token);
  });

  it('a malformed token is 400; an unknown or expired one 404, alike', async () => {
    const { token } = await requestCredit();
    const bad = await t.agent().get('/api/creditRequest/link/not-a-token');
    expect([bad.status, bad.body.message]).toEqual([400, INVALID]);
    const unknown = await t.agent().get(`/api/creditRequest/link/${'A'.repeat(43)}`);
    expect([unknown.status, unknown.body]).toEqual([404, { statusCode: 404, message: UNKNOWN }]);
    await db.query(
      `UPDATE credit_requests SET created_at = now() - interval '15 days' WHERE link_token_hash IS NOT NULL
         AND created_at = (SELECT max(created_at) FROM credit_requests)`,
    );
    const expired = await t.agent().get(`/api/creditRequest/link/${token}`);
    expect([expired.status, expired.body]).toEqual([404, { statusCode: 404, message: UNKNOWN }]);
  });

  it('answers one client 10 links a minute, then 429', async () => {
    const agent = t.agent();
    const path = `/api/creditRequest/link/${'B'.repeat(43)}`;
    for (let i = 0; i < 10; i++) expect((await agent.get(path)).status).toBe(404);
    expect((await agent.get(path)).status).toBe(429);
  });

  it('an order paid from the link tells the requester once that it was sent, without the price', async () => {
    const { token, requestor } = await requestCredit();
    const { agent } = await customerAgent(t);
    const { productId } = await airtimeOffer(t);
    const started = Date.now();
    const res = await post(agent, '/api/stripe/create-checkout-session', {
      productId,
      telenumber: REQUESTOR_TELE,
      request: token,
    });
    expect(res.status).toBe(201);
    const sessionId = /\/sandbox\/checkout\/([^/?#]+)/.exec(res.body.url)![1];
    // The same click again (the open checkout comes back) and a paid sandbox page.
    const again = await paidCheckout(t, agent, productId, REQUESTOR_TELE);
    expect(again).toBe(sessionId);
    const order = await orderOfSession(db, sessionId);
    expect(order.credit_request_id).toBeTruthy();
    const checks = await Promise.all([
      post(agent, `/api/stripe/checkout-session/${sessionId}/check`),
      post(agent, `/api/stripe/checkout-session/${sessionId}/check`),
    ]);
    expect(checks.map((c) => c.status)).toEqual([200, 200]);
    await waitFor(async () => {
      const o = await orderOfSession(db, sessionId);
      return o.status === 'COMPLETED' && o.credit_request_mailed_at ? o : undefined;
      // The sandbox answers 'pending' first: the queue's backoff (5 s, then 10 s) comes between.
    }, 60_000);
    const sent = await mailTo(t.agent(), requestor, /was sent/, started);
    expect(sent.text).toContain(`Number: ${REQUESTOR_TELE}`);
    expect(sent.text).toContain(`Top-up: ${order.product_name}`);
    expect(sent.text).not.toMatch(/USD|\$/);
    await new Promise((r) => setTimeout(r, 1000));
    const all = await t.agent().get('/dev/mailbox/messages').query({ to: requestor });
    expect(
      (all.body as { subject: string }[]).filter((m) => /was sent/.test(m.subject)),
    ).toHaveLength(1);
  });

  it('a checkout for another number or with a malformed token names no request', async () => {
    const { token } = await requestCredit();
    const { agent } = await customerAgent(t);
    const { productId } = await airtimeOffer(t);
    const other = await post(agent, '/api/stripe/create-checkout-session', {
      productId,
      telenumber: '+255754000111',
      request: token,
    });
    expect(other.status).toBe(201);
    const sessionId = /\/sandbox\/checkout\/([^/?#]+)/.exec(other.body.url)![1];
    expect((await orderOfSession(db, sessionId)).credit_request_id).toBeNull();
    const bad = await post(agent, '/api/stripe/create-checkout-session', {
      productId,
      telenumber: REQUESTOR_TELE,
      request: 'x',
    });
    expect([bad.status, bad.body.message]).toEqual([400, INVALID]);
  });

  it('a wallet checkout names the request too; outsiders cannot check out with a link', async () => {
    const { token } = await requestCredit();
    const { productId } = await airtimeOffer(t);
    const cart = { productId, telenumber: REQUESTOR_TELE, request: token };
    const anonymous = await post(t.agent(), '/api/paypal/orders', { cart });
    expect([anonymous.status, anonymous.body.message]).toEqual([401, 'Unauthorized']);
    for (const role of ['admin', 'master'] as const) {
      const { agent: admin } = await adminAgent(t, role);
      const asAdmin = await post(admin, '/api/stripe/create-checkout-session', cart);
      expect([asAdmin.status, asAdmin.body.message]).toEqual([401, 'Unauthorized']);
    }
    const { agent } = await customerAgent(t);
    const res = await post(agent, '/api/paypal/orders', { cart });
    expect(res.status).toBe(201);
    const [order] = await db.query('SELECT * FROM top_up_orders WHERE checkout_session_id = $1', [
      res.body.id,
    ]);
    expect(order.credit_request_id).toBeTruthy();
  });
});
