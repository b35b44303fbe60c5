import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { SANDBOX_WEBHOOK_SECRET } from '@integrations/stripe/stripe.module';
import { PaymentSweeps } from '@shared/payments/payment-sweeps';
import { WalletCheckout } from '@shared/ports/wallet-checkout.port';
import type { WalletCapture } from '@shared/ports/wallet-checkout.port';
import { pressSandbox, sessionIdOf } from '../support/card-orders';
import { ownDatabase } from '../support/databases';
import { call, post } from '../support/http';
import { mailTo } from '../support/mailbox';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';
import type { INestApplicationContext } from '@nestjs/common';

/**
 * The Mvm endpoints end to end on the sandbox wallet (PayPal) and the sandbox card gateway
 * (Stripe): no login, CSRF, the storefront switch, rate limits, validation texts, and "paid
 * once" decided by the database.
 */
describe('Mvm payments', () => {
  let t: TestApp;
  let db: DataSource;
  let databaseUrl: string;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    databaseUrl = await ownDatabase('mvm');
    t = await createTestApp({}, { DATABASE_URL: databaseUrl });
    worker = await startWorker({ DATABASE_URL: databaseUrl }); // delivers the receipt mails
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  const cart = (fields: Record<string, unknown> = {}) => ({
    amount: '120.50',
    description: 'March instalment',
    payerName: 'Abebe Kebede',
    course: 'Python I',
    ...fields,
  });
  const paymentRow = (walletOrderId: string) =>
    db
      .query('SELECT * FROM mvm_payments WHERE provider_order_id = $1', [walletOrderId])
      .then((r: Record<string, unknown>[]) => r[0]);
  const confirmations = (paymentId: unknown) =>
    db
      .query(`SELECT source FROM payment_confirmations WHERE purpose = 'mvm' AND ref = $1`, [
        paymentId,
      ])
      .then((r: { source: string }[]) => r.map((x) => x.source));

  async function walletOrder(agent: TestAgent, fields: Record<string, unknown> = {}) {
    const res = await post(agent, '/api/mvmpaypal/orders', { cart: cart(fields) });
    expect(res.status).toBe(201);
    return res.body.id as string;
  }
  const choose = (agent: TestAgent, id: string, choice: 'approve' | 'decline') =>
    post(agent, `/sandbox/paypal/orders/${id}/${choice}`, {}).then((r) =>
      expect(r.status).toBe(200),
    );
  const capture = (agent: TestAgent, id: string) => post(agent, `/api/mvmpaypal/${id}/capture`, {});

  async function setStorefront(open: boolean) {
    await db.query(
      `INSERT INTO settings (key, value) VALUES ('configWeb', $1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify(open)],
    );
  }

  describe('wallet', () => {
    it('token: the sandbox setup, no login needed; CSRF as every POST', async () => {
      const agent = t.agent();
      const res = await post(agent, '/api/mvmpaypal/token');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        client_token: expect.stringMatching(/^sandbox-/),
        client_id: null,
        mode: 'sandbox',
      });
      const noCsrf = await t.agent().post('/api/mvmpaypal/token');
      expect([noCsrf.status, noCsrf.body.message]).toEqual([403, 'Invalid CSRF token']);
    });

    it('a course payment: order, approve, capture → PAID once, with a receipt', async () => {
      const agent = t.agent();
      const email = `payer-${randomBytes(4).toString('hex')}@example.com`;
      const id = await walletOrder(agent, { email });
      expect(id).toMatch(/^SBX-/);
      const pending = await paymentRow(id);
      expect(pending).toMatchObject({
        kind: 'course',
        course: 'Python I',
        amount_cents: 12_050,
        provider: 'paypal',
        status: 'PENDING',
        payer_email: email,
      });

      await choose(agent, id, 'approve');
      const res = await capture(agent, id);
      expect(res.status).toBe(200);
      const captureId = res.body.purchase_units[0].payments.captures[0].id;
      expect(res.body).toEqual({
        id,
        status: 'COMPLETED',
        purchase_units: [{ payments: { captures: [{ id: captureId, status: 'COMPLETED' }] } }],
        payment: {
          id: pending.id,
          status: 'PAID',
          provider: 'paypal',
          providerRef: captureId,
          payerName: 'Abebe Kebede',
          course: 'Python I',
          description: 'March instalment',
          amountUsd: '120.50',
          createdAt: expect.any(String),
          paidAt: expect.any(String),
        },
      });
      // A second capture answers the same capture; still confirmed once.
      const again = await capture(agent, id);
      expect(again.body.purchase_units[0].payments.captures[0]).toEqual({
        id: captureId,
        status: 'COMPLETED',
      });
      expect(await confirmations(pending.id)).toEqual(['capture']);
      const receipt = await mailTo(t.agent(), email, /receipt/);
      expect(receipt.text).toContain('Amount: 120.50 USD');

      const invoice = await t.agent().get(`/api/mvm/payments/${pending.id}`);
      expect([invoice.status, invoice.body]).toEqual([200, res.body.payment]);
    });

    it('concurrent captures confirm once (the database decides)', async () => {
      const agent = t.agent();
      const id = await walletOrder(agent, { course: 'Kids IT Training', amount: 75 });
      await choose(agent, id, 'approve');
      const results = await Promise.all(Array.from({ length: 5 }, () => capture(t.agent(), id)));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(results.map((r) => r.body.payment.providerRef)).size).toBe(1);
      const row = await paymentRow(id);
      expect(row).toMatchObject({ kind: 'project', status: 'PAID', amount_cents: 7500 });
      expect(await confirmations(row.id)).toEqual(['capture']);
    });

    it('a declined payment: the capture is DECLINED and the payment FAILED', async () => {
      const agent = t.agent();
      const id = await walletOrder(agent);
      await choose(agent, id, 'decline');
      const res = await capture(agent, id);
      expect(res.status).toBe(200);
      expect(res.body.purchase_units[0].payments.captures[0].status).toBe('DECLINED');
      expect(res.body.payment.status).toBe('FAILED');
      expect(await confirmations((await paymentRow(id)).id)).toEqual([]);
    });

    it('a capture before approval is refused 422 with PayPal-shaped details', async () => {
      const agent = t.agent();
      const id = await walletOrder(agent);
      const res = await capture(agent, id);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        statusCode: 422,
        name: 'UNPROCESSABLE_ENTITY',
        message:
          'The requested action could not be performed, semantically incorrect, or failed business validation.',
        details: [
          { issue: 'ORDER_NOT_APPROVED', description: expect.stringContaining('Payer has not') },
        ],
        debug_id: expect.any(String),
      });
      expect((await paymentRow(id)).status).toBe('PENDING');
    });

    it('an unknown order is 404; a malformed order id 400', async () => {
      const agent = t.agent();
      const unknown = await capture(agent, 'SBX-NOPE');
      expect([unknown.status, unknown.body]).toEqual([
        404,
        { statusCode: 404, message: 'Payment not found' },
      ]);
      const bad = await capture(agent, 'a%20b');
      expect([bad.status, bad.body.message]).toEqual([400, 'Invalid order id']);
    });

    it.each([
      [{ amount: 0 }, 'amount must be greater than 0 and at most 10000 USD'],
      [{ amount: '-3' }, 'amount must be greater than 0 and at most 10000 USD'],
      [{ amount: 10000.01 }, 'amount must be greater than 0 and at most 10000 USD'],
      [{ amount: '1e9' }, 'amount must be a number of USD with at most two decimals'],
      [{ amount: 12.345 }, 'amount must be a number of USD with at most two decimals'],
      [{ amount: true }, 'amount must be a number of USD with at most two decimals'],
      [{ amount: '' }, 'amount is required'],
      [{ amount: undefined }, 'amount is required'],
      [{ course: 'Python 1' }, 'course must be one of the listed courses or project types'],
      [{ course: undefined }, 'course is required'],
      [{ payerName: '' }, 'payerName is required'],
      [{ payerName: 42 }, 'payerName is required'],
      [{ payerName: '<b>x</b>' }, 'payerName must be text only (no < or >, one line)'],
      [{ payerName: 'a\nb' }, 'payerName must be text only (no < or >, one line)'],
      [{ payerName: 'x'.repeat(101) }, 'payerName can be at most 100 characters'],
      [{ description: '   ' }, 'description is required'],
      [{ description: 'x'.repeat(501) }, 'description can be at most 500 characters'],
      [{ description: 'a\u0000b' }, 'description must be one line of text'],
      [{ email: 'not-an-address' }, 'Please enter a valid email address'],
      [{ extra: 1 }, 'property extra should not exist'],
    ])('refuses the cart %p: 400 %p', async (fields, message) => {
      const res = await post(t.agent(), '/api/mvmpaypal/orders', { cart: cart(fields) });
      expect([res.status, res.body.message]).toEqual([400, message]);
    });

    it('refuses a missing or malformed cart', async () => {
      for (const body of [{}, { cart: 'x' }, { cart: null }]) {
        const res = await post(t.agent(), '/api/mvmpaypal/orders', body);
        expect([res.status, res.body.message]).toEqual([
          400,
          'cart must be an object with amount, description, payerName and course',
        ]);
      }
    });
  });

  describe('wallet captures that do not match are refused', () => {
    let app: TestApp;
    let scripted: WalletCapture | null = null;

    beforeAll(async () => {
      app = await createTestApp({}, { DATABASE_URL: databaseUrl }, (builder) =>
        builder.overrideProvider(WalletCheckout).useFactory({
          inject: [DataSource],
          factory: async (dataSource: DataSource) => {
            const { SandboxWalletCheckout } =
              await import('@integrations/paypal/sandbox/sandbox-wallet-checkout');
            const real = new SandboxWalletCheckout(dataSource);
            const capture = real.captureOrder.bind(real);
            real.captureOrder = async (walletOrderId, orderId) => {
              const answer = await capture(walletOrderId, orderId);
              return scripted && answer.state === 'captured'
                ? { ...answer, ...(scripted as object) }
                : answer;
            };
            return real;
          },
        }),
      );
    });
    afterAll(async () => {
      await app?.close();
    });

    it.each([
      ['amount', { amountCents: 1 }],
      ['currency', { currency: 'EUR' }],
      ['custom id', { customId: randomUUID() }],
    ])('a COMPLETED capture whose %s differs: 422, FAILED, never PAID', async (_what, change) => {
      const agent = app.agent();
      const res = await post(agent, '/api/mvmpaypal/orders', { cart: cart() });
      const id = res.body.id as string;
      await post(agent, `/sandbox/paypal/orders/${id}/approve`, {});
      const row = await paymentRow(id);
      scripted = {
        state: 'captured',
        walletOrderId: id,
        orderStatus: 'COMPLETED',
        capture: {
          captureId: 'CAP-TAMPERED',
          status: 'COMPLETED',
          amountCents: row.amount_cents as number,
          currency: 'USD',
          customId: row.id as string,
          ...change,
        },
      };
      try {
        const captured = await post(agent, `/api/mvmpaypal/${id}/capture`, {});
        expect([captured.status, captured.body.details]).toEqual([
          422,
          [
            {
              issue: 'CAPTURE_MISMATCH',
              description: 'The captured payment does not match this payment.',
            },
          ],
        ]);
      } finally {
        scripted = null;
      }
      expect(await paymentRow(id)).toMatchObject({ status: 'FAILED', paid_at: null });
      expect(await confirmations(row.id)).toEqual([]);
    });
  });

  describe('card', () => {
    const card = (fields: Record<string, unknown> = {}) => ({
      amount: 500,
      description: 'Website & hosting',
      payerName: 'Abebe Kebede',
      ...fields,
    });
    const cardRow = (sessionId: string) =>
      db
        .query(`SELECT * FROM mvm_payments WHERE provider = 'stripe' AND provider_order_id = $1`, [
          sessionId,
        ])
        .then((r: Record<string, unknown>[]) => r[0]);

    /** checkout.session.completed as Stripe signs it, for a session of the given purpose. */
    function signedWebhook(sessionId: string, orderId: string, purpose: string) {
      const payload = JSON.stringify({
        id: `evt_${randomBytes(8).toString('hex')}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            client_reference_id: orderId,
            metadata: { orderId, purpose },
            payment_status: 'paid',
            status: 'complete',
          },
        },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: SANDBOX_WEBHOOK_SECRET,
      });
      return t
        .agent()
        .post('/api/stripe/webhook')
        .set('stripe-signature', signature)
        .set('content-type', 'application/json')
        .send(payload);
    }

    async function start(fields: Record<string, unknown> = {}) {
      const res = await post(t.agent(), '/api/stripe/paymentIntent', card(fields));
      expect(res.status).toBe(201);
      expect(Object.keys(res.body)).toEqual(['session']);
      const sessionId = sessionIdOf(res.body.session.url);
      return { sessionId, payment: await cardRow(sessionId) };
    }

    it('creates a checkout session (purpose mvm) leading to the invoice page with the payment id', async () => {
      const { sessionId, payment } = await start();
      expect(payment).toMatchObject({
        kind: 'project',
        course: null,
        amount_cents: 50_000,
        status: 'PENDING',
      });
      const [session] = await db.query('SELECT * FROM stripe_sandbox_sessions WHERE id = $1', [
        sessionId,
      ]);
      expect(session).toMatchObject({ purpose: 'mvm', order_id: payment.id, amount_cents: 50_000 });
      const shown = 'amount=500.00&description=Website+%26+hosting&payerName=Abebe+Kebede';
      expect(session.success_url).toMatch(
        new RegExp(`/MvmProjectFeeSucess\\?${shown.replace(/[+]/g, '\\+')}&payment=${payment.id}$`),
      );
      expect(session.cancel_url).toMatch(/\/MvmProjectFeeSucessFailed\?amount=500\.00&/);
      const invoice = await t.agent().get(`/api/mvm/payments/${payment.id}`);
      expect([invoice.status, invoice.body.status, invoice.body.course]).toEqual([
        200,
        'PENDING',
        null,
      ]);
    });

    it('the invoice read confirms a paid session (asks Stripe first)', async () => {
      const { sessionId, payment } = await start({ course: 'Social Media Development' });
      await pressSandbox(t, sessionId, 'pay');
      const invoice = await t.agent().get(`/api/mvm/payments/${payment.id}`);
      expect(invoice.body).toMatchObject({
        status: 'PAID',
        provider: 'stripe',
        providerRef: expect.stringMatching(/^pi_sandbox_/),
        course: 'Social Media Development',
        amountUsd: '500.00',
      });
      expect(await confirmations(payment.id)).toEqual(['invoice-page']);
    });

    it('a signed webhook for an Mvm session confirms the Mvm payment (not a top-up), once', async () => {
      const { sessionId, payment } = await start();
      await pressSandbox(t, sessionId, 'pay');
      const results = await Promise.all(
        Array.from({ length: 3 }, () => signedWebhook(sessionId, payment.id as string, 'mvm')),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      expect((await cardRow(sessionId)).status).toBe('PAID');
      expect(await confirmations(payment.id)).toEqual(['webhook']);
      const topups = await db.query(
        `SELECT count(*)::int AS n FROM payment_confirmations WHERE purpose = 'topup' AND ref = $1`,
        [payment.id],
      );
      expect(topups[0].n).toBe(0);
    });

    it('a session the payer declined cancels the payment (webhook expired)', async () => {
      const { sessionId, payment } = await start();
      await pressSandbox(t, sessionId, 'decline');
      const invoice = await t.agent().get(`/api/mvm/payments/${payment.id}`);
      expect(invoice.body.status).toBe('CANCELLED');
    });

    it.each([
      [{ amount: 0 }, 'amount must be greater than 0 and at most 10000 USD'],
      [{ amount: '10000.001' }, 'amount must be a number of USD with at most two decimals'],
      [{ course: 'Cooking' }, 'course must be one of the listed courses or project types'],
      [{ payerName: undefined }, 'payerName is required'],
      [{ description: 'x'.repeat(501) }, 'description can be at most 500 characters'],
      [{ email: 'a@b' }, 'Please enter a valid email address'],
    ])('refuses %p: 400 %p', async (fields, message) => {
      const res = await post(t.agent(), '/api/stripe/paymentIntent', card(fields));
      expect([res.status, res.body.message]).toEqual([400, message]);
    });
  });

  describe('reconciliation (the reconcile job runs the mvm sweep)', () => {
    it('captures an approved order left uncaptured, cancels one never approved in 3 hours', async () => {
      const agent = t.agent();
      const approved = await walletOrder(agent);
      await choose(agent, approved, 'approve');
      const lapsed = await walletOrder(agent);
      const waiting = await walletOrder(agent);
      const backdate = (id: string, interval: string) =>
        db.query(
          `UPDATE mvm_payments SET created_at = now() - $2::interval WHERE provider_order_id = $1`,
          [id, interval],
        );
      await backdate(approved, '2 minutes');
      await backdate(lapsed, '181 minutes');
      await backdate(waiting, '2 minutes');
      await t.app.get(PaymentSweeps).runAll();
      expect((await paymentRow(approved)).status).toBe('PAID');
      expect(await confirmations((await paymentRow(approved)).id)).toEqual(['reconciliation']);
      expect(await paymentRow(lapsed)).toMatchObject({
        status: 'CANCELLED',
        failure_reason: 'the wallet order was not approved in time',
      });
      expect((await paymentRow(waiting)).status).toBe('PENDING');
    });
  });

  describe('invoice read', () => {
    it('404 for an unknown payment, 400 for an id that is not a uuid', async () => {
      const unknown = await t.agent().get(`/api/mvm/payments/${randomUUID()}`);
      expect([unknown.status, unknown.body]).toEqual([
        404,
        { statusCode: 404, message: 'Payment not found' },
      ]);
      const bad = await t.agent().get('/api/mvm/payments/123');
      expect([bad.status, bad.body.message]).toEqual([400, 'Invalid payment id']);
    });
  });

  describe('storefront switch and rate limits', () => {
    it('answers 503 to new Mvm payments while the storefront is off; a started one is captured and the invoice still reads', async () => {
      const agent = t.agent();
      const id = await walletOrder(agent);
      const payment = await paymentRow(id);
      await setStorefront(false);
      try {
        const closed = {
          statusCode: 503,
          message: 'The service is under maintenance, please try again later.',
        };
        for (const [path, body] of [
          ['/api/mvmpaypal/token', undefined],
          ['/api/mvmpaypal/orders', { cart: cart() }],
          ['/api/stripe/paymentIntent', { amount: 5, description: 'x', payerName: 'y' }],
        ] as const) {
          const res = await call(t.agent(), 'post', path, body);
          expect([path, res.status, res.body]).toEqual([path, 503, closed]);
        }
        expect((await t.agent().get(`/api/mvm/payments/${payment.id}`)).status).toBe(200);
        await choose(agent, id, 'approve');
        const captured = await capture(agent, id);
        expect([captured.status, (await paymentRow(id)).status]).toEqual([200, 'PAID']);
      } finally {
        await setStorefront(true);
      }
    });

    it('limits payment starts per IP: 429 after 10 a minute', async () => {
      const agent = t.agent();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await post(agent, '/api/stripe/paymentIntent', { amount: 0 })).status);
      expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
      const limited = await post(agent, '/api/mvmpaypal/orders', { cart: {} });
      expect(limited.status).toBe(400); // each route counts on its own
      const other = await post(t.agent(), '/api/stripe/paymentIntent', { amount: 0 });
      expect(other.status).toBe(400);
      const res = await post(agent, '/api/stripe/paymentIntent', { amount: 0 });
      expect(res.body).toEqual({
        statusCode: 429,
        message: 'Too many requests, please try again later.',
      });
    });
  });
});
