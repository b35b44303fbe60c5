import type { INestApplicationContext } from '@nestjs/common';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { WalletCheckout } from '@shared/ports/wallet-checkout.port';
import { ReconcileOrdersService } from '@modules/orders/services/reconcile-orders.service';
import { airtimeOffer } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent } from '../support/customers';
import { call, post } from '../support/http';
import { waitFor } from '../support/smtp-stand-in';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

/**
 * Wallet top-ups end to end on the sandbox wallet (PayPal's stand-in with its ledger in
 * PostgreSQL) and the sandbox DT One: /api/paypal/token, orders and capture as the Payment page
 * calls them, the payer's choice through /sandbox/paypal/orders/:id/approve|decline.
 */
jest.setTimeout(90_000);

describe('wallet top-up (PayPal, sandbox)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let db: DataSource;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp();
    worker = await startWorker();
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
    productId = (await airtimeOffer(t)).productId;
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  let phone = 1000;
  /** A fresh Tanzanian number (the sandbox DT One: ending 0000 declines). */
  const nextPhone = () => `+2557541${String(++phone).padStart(5, '0')}`;

  async function createOrder(agent: TestAgent, telenumber = nextPhone()) {
    const res = await post(agent, '/api/paypal/orders', { cart: { productId, telenumber } });
    if (res.status !== 201) throw new Error(`orders: ${res.status} ${res.text}`);
    return res.body.id as string;
  }
  const choose = (id: string, choice: 'approve' | 'decline') =>
    post(t.agent(), `/sandbox/paypal/orders/${id}/${choice}`, {}).then((r) =>
      expect(r.status).toBe(200),
    );
  const capture = (agent: TestAgent, id: string) => post(agent, `/api/paypal/${id}/capture`, {});
  const orderOf = (walletOrderId: string) =>
    db
      .query('SELECT * FROM top_up_orders WHERE checkout_session_id = $1', [walletOrderId])
      .then((r: Record<string, unknown>[]) => r[0]);
  const confirmations = (orderId: unknown) =>
    db.query(`SELECT gateway, payment_ref, source FROM payment_confirmations WHERE ref = $1`, [
      orderId,
    ]);
  const paidEvents = (orderId: unknown) =>
    db
      .query(
        `SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND to_status = 'PAID'`,
        [orderId],
      )
      .then((r: { n: number }[]) => r[0].n);

  describe('who may call', () => {
    it('answers 401 without a logged-in customer and 403 without the CSRF token', async () => {
      for (const [path, body] of [
        ['/api/paypal/token', {}],
        ['/api/paypal/orders', { cart: { productId: 'x', telenumber: '+255754123456' } }],
        ['/api/paypal/SBX-ANY/capture', {}],
        ['/api/paypal/SBX-ANY/check', {}],
      ] as const) {
        const anonymous = await post(t.agent(), path, body);
        expect([anonymous.status, anonymous.body]).toEqual([
          401,
          { statusCode: 401, message: 'Unauthorized' },
        ]);
        const { agent } = await customerAgent(t);
        const noCsrf = await agent.post(path).send(body);
        expect([noCsrf.status, noCsrf.body.message]).toEqual([403, 'Invalid CSRF token']);
      }
    });

    it('answers 503 to all three while the storefront is switched off', async () => {
      const { agent } = await customerAgent(t);
      const id = await createOrder(agent);
      await db.query(`UPDATE settings SET value = 'false' WHERE key = 'configWeb'`);
      try {
        const message = 'The service is under maintenance, please try again later.';
        for (const res of [
          await post(agent, '/api/paypal/token', {}),
          await post(agent, '/api/paypal/orders', {
            cart: { productId, telenumber: nextPhone() },
          }),
        ])
          expect([res.status, res.body.message]).toEqual([503, message]);
      } finally {
        await db.query(`UPDATE settings SET value = 'true' WHERE key = 'configWeb'`);
      }
      // A capture is the end of a payment already started: it is not cut off mid-way.
      await choose(id, 'approve');
      expect((await capture(agent, id)).status).toBe(200);
    });
  });

  it('POST /api/paypal/token answers the sandbox client token', async () => {
    const { agent } = await customerAgent(t);
    const res = await post(agent, '/api/paypal/token', {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      client_token: expect.stringMatching(/^sandbox-[0-9a-f]{32}$/),
      client_id: null,
      mode: 'sandbox',
    });
  });

  describe('POST /api/paypal/orders', () => {
    it('creates a wallet order priced by the server; a second click answers the same order', async () => {
      const { agent } = await customerAgent(t);
      const telenumber = nextPhone();
      const id = await createOrder(agent, telenumber);
      expect(id).toMatch(/^SBX-[0-9A-F]{16}$/);
      expect(await createOrder(agent, telenumber)).toBe(id);
      const order = await orderOf(id);
      expect(order).toMatchObject({
        status: 'PENDING_PAYMENT',
        gateway: 'paypal',
        checkout_url: null,
        telenumber,
      });
      expect(order.checkout_expires_at).toBeInstanceOf(Date);
      const [ledger] = await db.query(`SELECT * FROM paypal_sandbox_orders WHERE id = $1`, [id]);
      expect(ledger).toMatchObject({
        custom_id: order.id,
        purpose: 'topup',
        amount_cents: (order.amount_cents as number) + (order.service_charge_cents as number),
        currency: 'USD',
        status: 'CREATED',
      });
      expect(ledger.description).toBe(`Airtime top-up ${order.product_name} to ${telenumber}`);
    });

    it('never re-uses an open card order for the wallet (nor the other way round)', async () => {
      const { agent } = await customerAgent(t);
      const telenumber = nextPhone();
      const card = await post(agent, '/api/stripe/create-checkout-session', {
        productId,
        telenumber,
      });
      expect(card.status).toBe(201);
      const id = await createOrder(agent, telenumber);
      const orders = await db.query(
        `SELECT gateway FROM top_up_orders WHERE telenumber = $1 ORDER BY created_at`,
        [telenumber],
      );
      expect(orders.map((o: { gateway: string }) => o.gateway)).toEqual(['stripe', 'paypal']);
      expect((await orderOf(id)).gateway).toBe('paypal');
    });

    it.each([
      [{}, 'Product Not Available!'],
      [{ cart: 'x' }, 'Product Not Available!'],
      [{ cart: { telenumber: '+255754123456' } }, 'Product Not Available!'],
      [{ cart: { productId: 12, telenumber: '+255754123456' } }, 'Product Not Available!'],
      [{ cart: { productId: 'a\u0000b', telenumber: '+255754123456' } }, 'Product Not Available!'],
      [
        { cart: { productId: 'x'.repeat(10_000), telenumber: '+255754123456' } },
        'Product Not Available!',
      ],
      [{ cart: { productId: 'p', telenumber: 'call me' } }, 'Please enter a valid phone number'],
      [{ cart: { productId: 'p', telenumber: 255754123456 } }, 'Please enter a valid phone number'],
      [
        { cart: { productId: 'p', telenumber: '+255754123456' }, price: 1 },
        'property price should not exist',
      ],
    ])('refuses bad input #%# with 400 %s', async (body, message) => {
      const { agent } = await customerAgent(t);
      const res = await post(agent, '/api/paypal/orders', body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    });

    it("refuses a number of another country than the product's", async () => {
      const { agent } = await customerAgent(t);
      const res = await post(agent, '/api/paypal/orders', {
        cart: { productId, telenumber: '+14155550123' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("This phone number does not belong to the product's country");
    });
  });

  describe('POST /api/paypal/:orderID/capture', () => {
    it('confirms an approved order once and fulfils it; the answer is PayPal-shaped', async () => {
      const { agent } = await customerAgent(t);
      const id = await createOrder(agent);
      await choose(id, 'approve');
      const res = await capture(agent, id);
      expect(res.status).toBe(200);
      const order = await orderOf(id);
      expect(res.body).toEqual({
        id,
        status: 'COMPLETED',
        purchase_units: [
          {
            payments: {
              captures: [{ id: expect.stringMatching(/^SBXCAP-/), status: 'COMPLETED' }],
            },
          },
        ],
        orderId: order.id,
      });
      const captureId = res.body.purchase_units[0].payments.captures[0].id;
      expect(await confirmations(order.id)).toEqual([
        { gateway: 'paypal', payment_ref: captureId, source: 'capture' },
      ]);
      const done = await waitFor(async () => {
        const o = await orderOf(id);
        return o.status === 'COMPLETED' ? o : undefined;
      });
      expect(done.payment_ref).toBe(captureId);
      // A repeat answers the same capture and confirms nothing more.
      const again = await capture(agent, id);
      expect([again.status, again.body]).toEqual([200, res.body]);
      expect(await confirmations(order.id)).toHaveLength(1);
      expect(await paidEvents(order.id)).toBe(1);
    });

    it('confirms once when captures arrive at the same time', async () => {
      const { agent } = await customerAgent(t);
      const id = await createOrder(agent);
      await choose(id, 'approve');
      const answers = await Promise.all(Array.from({ length: 6 }, () => capture(agent, id)));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const captureIds = new Set(
        answers.map((r) => r.body.purchase_units[0].payments.captures[0].id),
      );
      expect(captureIds.size).toBe(1);
      const order = await orderOf(id);
      expect(await confirmations(order.id)).toHaveLength(1);
      expect(await paidEvents(order.id)).toBe(1);
    });

    it('refuses a capture the payer never approved with 422 ORDER_NOT_APPROVED', async () => {
      const { agent } = await customerAgent(t);
      const id = await createOrder(agent);
      const res = await capture(agent, id);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        statusCode: 422,
        name: 'UNPROCESSABLE_ENTITY',
        message:
          'The requested action could not be performed, semantically incorrect, or failed business validation.',
        details: [
          {
            issue: 'ORDER_NOT_APPROVED',
            description: expect.stringContaining('Payer has not yet approved'),
          },
        ],
        debug_id: expect.stringMatching(/^sandbox-/),
      });
      expect((await orderOf(id)).status).toBe('PENDING_PAYMENT');
    });

    it('answers a declined payment with its DECLINED capture and cancels the order', async () => {
      const { agent } = await customerAgent(t);
      const id = await createOrder(agent);
      await choose(id, 'decline');
      const res = await capture(agent, id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id,
        status: 'COMPLETED',
        purchase_units: [{ payments: { captures: [{ status: 'DECLINED' }] } }],
      });
      const order = await orderOf(id);
      expect(order.status).toBe('CANCELLED');
      expect(await confirmations(order.id)).toEqual([]);
      const again = await capture(agent, id);
      expect([again.status, again.body.message]).toEqual([409, 'This order can no longer be paid']);
    });

    it.each([
      ['amount', `amount_cents = amount_cents - 1`],
      ['currency', `currency = 'EUR'`],
      ['custom id', `custom_id = custom_id || '-other'`],
    ])('refuses a completed capture whose %s does not match the order', async (_what, change) => {
      const { agent } = await customerAgent(t);
      const id = await createOrder(agent);
      await choose(id, 'approve');
      await db.query(`UPDATE paypal_sandbox_orders SET ${change} WHERE id = $1`, [id]);
      const res = await capture(agent, id);
      expect([res.status, res.body.message]).toEqual([409, 'The payment does not match the order']);
      const order = await orderOf(id);
      expect(order.status).toBe('PENDING_PAYMENT');
      expect(await confirmations(order.id)).toEqual([]);
      const [note] = await db.query(
        `SELECT detail FROM order_events WHERE order_id = $1 AND detail LIKE 'PayPal capture % refused%'`,
        [order.id],
      );
      expect(note.detail).toMatch(/expected \d+ USD for /);
    });

    it("answers 404 for an unknown order or another customer's", async () => {
      const { agent: owner } = await customerAgent(t);
      const id = await createOrder(owner);
      await choose(id, 'approve');
      const { agent: other } = await customerAgent(t);
      for (const res of [await capture(other, id), await capture(other, 'SBX-0000000000000000')])
        expect([res.status, res.body.message]).toEqual([404, 'Order not found']);
      expect((await orderOf(id)).status).toBe('PENDING_PAYMENT');
    });

    it('refuses a malformed order id with 400', async () => {
      const { agent } = await customerAgent(t);
      const res = await call(
        agent,
        'post',
        `/api/paypal/${encodeURIComponent('a b;<x>')}/capture`,
        {},
      );
      expect([res.status, res.body.message]).toEqual([400, 'Invalid order id']);
      const long = await call(agent, 'post', `/api/paypal/${'A'.repeat(65)}/capture`, {});
      expect([long.status, long.body.message]).toEqual([400, 'Invalid order id']);
    });
  });

  describe('POST /api/paypal/:orderID/check (the success page)', () => {
    it("follows the customer's own wallet order, settling one approved but never captured", async () => {
      const { agent } = await customerAgent(t);
      const telenumber = nextPhone();
      const id = await createOrder(agent, telenumber);
      const before = await post(agent, `/api/paypal/${id}/check`, {});
      expect([before.status, before.body]).toEqual([
        200,
        {
          orderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          status: 'PENDING_PAYMENT',
          productId,
          productName: expect.any(String),
          phoneNumber: telenumber,
          amount: expect.any(Number),
          delayed: false,
          operatorReference: null,
          // What arrives, as the offer said at checkout (docs/specification.md#what-arrives).
          receives: '1,000 TZS',
          validity: '30 days',
        },
      ]);
      // The browser closed after the approval, before our capture call: the check captures.
      await choose(id, 'approve');
      const after = await post(agent, `/api/paypal/${id}/check`, {});
      expect(after.status).toBe(200);
      expect(['PAID', 'SUBMITTED', 'COMPLETED']).toContain(after.body.status);
      expect(await confirmations((await orderOf(id)).id)).toEqual([
        expect.objectContaining({ gateway: 'paypal', source: 'success-page' }),
      ]);
    });

    it("answers 404 for another customer's order, an unknown one, and 400 for a bad id", async () => {
      const owner = await customerAgent(t);
      const id = await createOrder(owner.agent);
      const { agent } = await customerAgent(t);
      const other = await post(agent, `/api/paypal/${id}/check`, {});
      expect([other.status, other.body.message]).toEqual([404, 'Order not found']);
      const unknown = await post(agent, '/api/paypal/SBX-NOPE/check', {});
      expect([unknown.status, unknown.body.message]).toEqual([404, 'Order not found']);
      const bad = await post(agent, `/api/paypal/${encodeURIComponent('a b')}/check`, {});
      expect([bad.status, bad.body.message]).toEqual([400, 'Invalid order id']);
    });
  });

  it('refunds a paid wallet order whose top-up failed through the wallet (number ending 0000)', async () => {
    const { agent } = await customerAgent(t);
    const id = await createOrder(agent, `+25575411${String(++phone % 10)}0000`);
    await choose(id, 'approve');
    const captured = await capture(agent, id);
    expect(captured.status).toBe(200);
    const order = await waitFor(async () => {
      const o = await orderOf(id);
      return o.status === 'REFUNDED' ? o : undefined;
    });
    const [ledger] = await db.query(`SELECT * FROM paypal_sandbox_orders WHERE id = $1`, [id]);
    expect(ledger.capture_status).toBe('REFUNDED');
    expect(ledger.refund_id).toMatch(/^SBXREF-/);
    expect(order.refund_ref).toBe(ledger.refund_id);
    expect(order.payment_ref).toBe(ledger.capture_id);
  });

  describe('reconciliation of wallet orders', () => {
    it('captures and confirms an order the payer approved but nobody captured', async () => {
      const { agent } = await customerAgent(t);
      const id = await createOrder(agent);
      await choose(id, 'approve'); // the browser closed before our capture call
      await worker.get(ReconcileOrdersService).reconcile(0);
      const order = await orderOf(id);
      expect(['PAID', 'SUBMITTED', 'COMPLETED']).toContain(order.status);
      expect(await confirmations(order.id)).toEqual([
        {
          gateway: 'paypal',
          payment_ref: expect.stringMatching(/^SBXCAP-/),
          source: 'reconciliation',
        },
      ]);
    });

    it('confirms an order captured whose confirmation was lost', async () => {
      const { agent } = await customerAgent(t);
      const id = await createOrder(agent);
      await choose(id, 'approve');
      // Captured at PayPal, our process gone before it confirmed (the sandbox's ledger is shared).
      const order = await orderOf(id);
      await worker.get(WalletCheckout).captureOrder(id, order.id as string);
      await worker.get(ReconcileOrdersService).reconcile(0);
      expect((await confirmations(order.id))[0]).toMatchObject({ source: 'reconciliation' });
    });

    it('cancels an order never approved once a checkout lifetime has passed, not before', async () => {
      const { agent } = await customerAgent(t);
      const id = await createOrder(agent);
      await worker.get(ReconcileOrdersService).reconcile(0);
      expect((await orderOf(id)).status).toBe('PENDING_PAYMENT');
      await db.query(
        `UPDATE top_up_orders SET created_at = now() - interval '61 minutes' WHERE checkout_session_id = $1`,
        [id],
      );
      await worker.get(ReconcileOrdersService).reconcile(0);
      expect((await orderOf(id)).status).toBe('CANCELLED');
    });
  });
});
