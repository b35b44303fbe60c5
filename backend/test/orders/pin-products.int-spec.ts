import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { adminAgent } from '../support/admins';
import { paidCheckout } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent } from '../support/customers';
import { post } from '../support/http';
import { mailTo } from '../support/mailbox';
import { waitFor } from '../support/smtp-stand-in';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

// Fulfilment waits for the queue's retry backoff (the sandbox answers 'pending' first).
jest.setTimeout(90_000);

/**
 * A PIN product bought through the sandbox end to end: its PIN reaches its customer (success
 * page check, history, receipt) and nobody else (another customer, the back office, the order's
 * history lines, the database in clear).
 */
describe('PIN products', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let db: DataSource;
  let pinProductId: string;

  beforeAll(async () => {
    t = await createTestApp();
    worker = await startWorker();
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
    const offers = (await t.agent().get('/api/product/offers').query({ operator: 'Ethio telecom' }))
      .body as { productId: string; kind: string; productName: string }[];
    pinProductId = offers.find((o) => o.kind === 'pin')!.productId;
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('offers say which are PINs', async () => {
    const offers = (await t.agent().get('/api/product/offers').query({ operator: 'Ethio telecom' }))
      .body as { kind: string; productName: string }[];
    expect(offers.filter((o) => o.kind === 'pin').map((o) => o.productName)).toEqual([
      '50 ETB Airtime PIN',
      '100 ETB Airtime PIN',
    ]);
    expect(offers.filter((o) => o.kind === 'fixed').length).toBeGreaterThan(5);
    const { agent } = await customerAgent(t);
    const one = await agent.get(`/api/product/getOfferById/${pinProductId}`);
    expect(one.body).toMatchObject({ productId: pinProductId, kind: 'pin' });
  });

  it('shows the PIN to its customer only: success page, history, receipt; never the back office', async () => {
    const buyer = await customerAgent(t);
    const sessionId = await paidCheckout(t, buyer.agent, pinProductId, '+251911223344');

    const done = await waitFor(async () => {
      const res = await post(buyer.agent, `/api/stripe/checkout-session/${sessionId}/check`);
      return res.body.status === 'COMPLETED' ? res.body : undefined;
    }, 60_000);
    expect(done.pin).toEqual({
      code: expect.stringMatching(/^\d{14}$/),
      serial: expect.any(String),
    });
    const { code, serial } = done.pin as { code: string; serial: string };

    const history = await post(buyer.agent, '/api/user/getAllTransactionUser', {
      start: 1,
      end: 5,
    });
    expect(history.body.transactions[0]).toMatchObject({
      id: done.orderId,
      status: 'COMPLETED',
      pin: { code, serial },
    });
    const receipt = await mailTo(t.agent(), buyer.email, /receipt/);
    expect(receipt.text).toContain(`PIN code: ${code}`);
    expect(receipt.text).toContain(`Serial number: ${serial}`);

    // Another customer: the check answers 404 and their history has no such order.
    const other = await customerAgent(t);
    const foreign = await post(other.agent, `/api/stripe/checkout-session/${sessionId}/check`);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain(code);
    const otherHistory = await post(other.agent, '/api/user/getAllTransactionUser', {
      start: 1,
      end: 5,
    });
    expect(JSON.stringify(otherHistory.body)).not.toContain(code);

    // The back office: the list, the order's page and the CSV never carry the PIN.
    const { agent: admin } = await adminAgent(t, 'master');
    for (const path of [
      '/api/admin/transactions',
      `/api/admin/transactions/${done.orderId}`,
      '/api/admin/generateCsv',
    ]) {
      const res = await admin.get(path);
      expect(`${path} ${res.status}`).toBe(`${path} 200`);
      expect(res.text).not.toContain(code);
    }

    // At rest: sealed, and never in the order's history lines or the audit log.
    const [row] = await db.query('SELECT pin_sealed FROM top_up_orders WHERE id = $1', [
      done.orderId,
    ]);
    expect(row.pin_sealed).toMatch(/^v1\./);
    expect(row.pin_sealed).not.toContain(code);
    const events = await db.query('SELECT detail FROM order_events WHERE order_id = $1', [
      done.orderId,
    ]);
    expect(JSON.stringify(events)).not.toContain(code);
    expect(JSON.stringify(events)).toContain('PIN received');
    const audit = await db.query('SELECT detail FROM admin_audit_log');
    expect(JSON.stringify(audit)).not.toContain(code);
  });

  it('the PIN is not shown for a plain top-up', async () => {
    const buyer = await customerAgent(t);
    const offers = (await t.agent().get('/api/product/offers').query({ operator: 'Ethio telecom' }))
      .body as { productId: string; kind: string }[];
    const plain = offers.find((o) => o.kind === 'fixed')!.productId;
    const sessionId = await paidCheckout(t, buyer.agent, plain, '+251911223355');
    const done = await waitFor(async () => {
      const res = await post(buyer.agent, `/api/stripe/checkout-session/${sessionId}/check`);
      return res.body.status === 'COMPLETED' ? res.body : undefined;
    }, 60_000);
    expect(done).not.toHaveProperty('pin');
  });
});
