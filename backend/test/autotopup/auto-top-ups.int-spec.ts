import type { INestApplicationContext } from '@nestjs/common';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { ActivateAutoTopUpsService } from '@modules/autotopup/services/activate-auto-top-ups.service';
import { RunDueAutoTopUpsService } from '@modules/autotopup/services/run-due-auto-top-ups.service';
import { SendAutoTopUpRemindersService } from '@modules/autotopup/services/send-auto-top-up-reminders.service';
import { StopAfterPaymentAlertsService } from '@modules/autotopup/services/stop-after-payment-alerts.service';
import { adminAgent, auditOf } from '../support/admins';
import { airtimeOffer, sessionIdOf } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent } from '../support/customers';
import { call } from '../support/http';
import { mailTo } from '../support/mailbox';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

jest.setTimeout(120_000);

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const MINUTE = 60_000;
let numberSeq = 0;
/** A Vodacom Tanzania mobile number of its own per schedule (the number's daily limits). */
const newNumber = () =>
  `+2557541${String(Date.now() % 100000).padStart(5, '0')}${numberSeq++ % 10}`;

/**
 * Automatic top-ups end to end on the sandboxes (docs/specification.md#automatic-top-ups): set-up
 * with the first card payment saving the card, the start, each period charged exactly once,
 * reminders, declines, the customer's changes, payment alerts, and who may call what. Periods
 * are minutes (AUTO_TOPUP_DEMO_DAY_SECONDS=60) and the passes are run with a chosen "now".
 */
describe('automatic top-ups', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let db: DataSource;
  let productId: string;

  beforeAll(async () => {
    const env = { AUTO_TOPUP_DEMO_DAY_SECONDS: '60', AUTO_TOPUP_CHECK_SECONDS: '3600' };
    t = await createTestApp({}, env);
    worker = await startWorker({ ...env, MAIL_RETRY_DELAY_MS: '100' });
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
    productId = (await airtimeOffer(t)).productId;
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  const activate = () => t.app.get(ActivateAutoTopUpsService).activatePending();
  const runDue = (now: Date) => t.app.get(RunDueAutoTopUpsService).runDue(now);

  /** Sets up a schedule, pays its first payment on the sandbox page, confirms and starts it. */
  async function setUp(
    agent: TestAgent,
    savedCard: 'succeeds' | 'authentication_required' | 'declines' = 'succeeds',
    intervalDays = 7,
  ) {
    const telenumber = newNumber();
    const res = await call(agent, 'post', '/api/user/auto-top-ups', {
      productId,
      telenumber,
      intervalDays,
      timeZone: 'Europe/Berlin',
      consent: true,
    });
    expect(res.status).toBe(200);
    const sessionId = sessionIdOf(res.body.url);
    const page = await t.agent().get(`/sandbox/checkout/${sessionId}`).expect(200);
    expect(page.text).toContain('This payment saves the card for automatic top-ups');
    const token = /name="token" value="([^"]+)"/.exec(page.text)![1];
    await t
      .agent()
      .post(`/sandbox/checkout/${sessionId}/pay`)
      .type('form')
      .send({ token, savedCard })
      .expect(303);
    const check = await call(agent, 'post', `/api/stripe/checkout-session/${sessionId}/check`);
    expect(check.status).toBe(200);
    await activate();
    const list = (await agent.get('/api/user/auto-top-ups').expect(200)).body;
    const schedule = list.autoTopUps.find(
      (s: { telenumber: string }) => s.telenumber === telenumber,
    );
    return { schedule, telenumber, list };
  }

  const runsOf = (id: string) =>
    db.query(`SELECT * FROM auto_top_up_runs WHERE schedule_id = $1 ORDER BY period`, [id]);
  const chargesOf = (id: string) =>
    db.query(`SELECT * FROM stripe_sandbox_charges WHERE idempotency_key LIKE $1`, [
      `autotopup-${id}-%`,
    ]);

  it('sets up with the first payment, saves the card, starts one interval later', async () => {
    const { agent } = await customerAgent(t);
    const { schedule, list } = await setUp(agent);
    expect(schedule).toMatchObject({
      status: 'active',
      intervalDays: 7,
      timeZone: 'Europe/Berlin',
    });
    expect(list.card).toEqual({ brand: 'visa', last4: '4242' });
    const [order] = await db.query(
      `SELECT o.paid_at FROM auto_top_ups a JOIN top_up_orders o ON o.id = a.first_order_id WHERE a.id = $1`,
      [schedule.id],
    );
    // Minute mode: 7 "days" are 7 minutes.
    expect(Date.parse(schedule.nextDueAt) - order.paid_at.getTime()).toBe(7 * MINUTE);
  });

  it('charges each due period exactly once, whoever runs it how often, and fulfils it', async () => {
    const { agent, email } = await customerAgent(t);
    const { schedule } = await setUp(agent);
    const due = new Date(Date.parse(schedule.nextDueAt) + 1000);

    // The reminder a minute before (minute mode), once.
    const reminders = t.app.get(SendAutoTopUpRemindersService);
    expect(await reminders.remind(new Date(due.getTime() - 30_000))).toBeGreaterThanOrEqual(1);
    expect(await reminders.remind(new Date(due.getTime() - 20_000))).toBe(0);
    const reminder = await mailTo(t.agent(), email, /Automatic top-up for .* coming up/);
    expect(reminder.text).toContain(schedule.telenumber);
    expect(reminder.text).toMatch(/Amount: [\d.]+ USD/);
    expect(reminder.text).toContain('/Profile#auto-top-ups');

    // Two passes at once (two workers), then a third: one charge, one paid run.
    await Promise.all([runDue(due), runDue(due), runDue(due)]);
    const runs = await runsOf(schedule.id);
    expect(runs.map((r: { period: number; state: string }) => [r.period, r.state])).toEqual([
      [1, 'paid'],
    ]);
    expect(await chargesOf(schedule.id)).toHaveLength(1);
    const [order] = await db.query(`SELECT status, gateway FROM top_up_orders WHERE id = $1`, [
      runs[0].order_id,
    ]);
    expect(order.gateway).toBe('stripe');
    expect(['PAID', 'SUBMITTED', 'COMPLETED']).toContain(order.status);
    const after = (await agent.get('/api/user/auto-top-ups').expect(200)).body.autoTopUps[0];
    expect(Date.parse(after.nextDueAt)).toBe(Date.parse(schedule.nextDueAt) + 7 * MINUTE);
  });

  it('a run whose process died is taken again after its lease with the same order and key', async () => {
    const { agent } = await customerAgent(t);
    const { schedule } = await setUp(agent);
    const due = new Date(Date.parse(schedule.nextDueAt) + 1000);
    // A claim whose process died before charging: the run row is there, 'charging'.
    const repo = t.app.get(RunDueAutoTopUpsService) as unknown as {
      schedules: { claimDue: (...a: unknown[]) => Promise<unknown> };
    };
    const { advance } = await import('@modules/autotopup/domain/auto-top-up');
    await repo.schedules.claimDue(schedule.id, due, 60_000, (s: never) =>
      advance(s, { dayMs: MINUTE }),
    );
    expect(await runDue(due)).toMatchObject({ claimed: 0, retried: 0 });
    const later = new Date(due.getTime() + 2 * MINUTE);
    expect(await runDue(later)).toMatchObject({ retried: 1, paid: 1 });
    expect(await chargesOf(schedule.id)).toHaveLength(1);
    expect((await runsOf(schedule.id))[0]).toMatchObject({ period: 1, state: 'paid', attempts: 2 });
  });

  it('a declined charge mails a link to pay by hand; the second in a row pauses', async () => {
    const { agent, email } = await customerAgent(t);
    const { schedule } = await setUp(agent, 'declines');
    const first = new Date(Date.parse(schedule.nextDueAt) + 1000);
    expect(await runDue(first)).toMatchObject({ failed: 1 });
    const mail = await mailTo(t.agent(), email, /not charged/);
    expect(mail.text).toContain('your card was declined');
    expect(mail.text).toContain(`/Payment?productId=${encodeURIComponent(productId)}`);
    expect(mail.text).toContain('We will try again at the next date');
    const second = new Date(first.getTime() + 7 * MINUTE);
    expect(await runDue(second)).toMatchObject({ failed: 1 });
    const [row] = (await agent.get('/api/user/auto-top-ups').expect(200)).body.autoTopUps;
    expect(row).toMatchObject({ status: 'paused', stopReason: 'payment-failed' });
    const [o1, o2] = await runsOf(schedule.id);
    expect([o1.state, o1.outcome, o2.state]).toEqual(['failed', 'declined', 'failed']);
    const orders = await db.query(`SELECT status FROM top_up_orders WHERE id = ANY($1)`, [
      [o1.order_id, o2.order_id],
    ]);
    expect(orders.map((o: { status: string }) => o.status)).toEqual(['CANCELLED', 'CANCELLED']);
  });

  it('a card that needs its holder fails as authentication required, never silently', async () => {
    const { agent, email } = await customerAgent(t);
    const { schedule } = await setUp(agent, 'authentication_required');
    await runDue(new Date(Date.parse(schedule.nextDueAt) + 1000));
    const [run] = await runsOf(schedule.id);
    expect([run.state, run.outcome]).toEqual(['failed', 'authentication-required']);
    const mail = await mailTo(t.agent(), email, /not charged/);
    expect(mail.text).toContain('your bank wants you to confirm this payment yourself');
  });

  it('a price risen over the setting pauses and mails instead of charging', async () => {
    const { agent, email } = await customerAgent(t);
    const { schedule } = await setUp(agent);
    await db.query(`UPDATE auto_top_ups SET agreed_cents = 1 WHERE id = $1`, [schedule.id]);
    expect(await runDue(new Date(Date.parse(schedule.nextDueAt) + 1000))).toMatchObject({
      refused: 1,
    });
    expect(await chargesOf(schedule.id)).toHaveLength(0);
    const mail = await mailTo(t.agent(), email, /paused/);
    expect(mail.text).toMatch(/price rose/);
    const [row] = (await agent.get('/api/user/auto-top-ups').expect(200)).body.autoTopUps;
    expect(row).toMatchObject({ status: 'paused', stopReason: 'price-risen' });
    // Resume agrees to today's price.
    const resumed = await call(agent, 'patch', `/api/user/auto-top-ups/${schedule.id}`, {
      action: 'resume',
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body.agreedCents).toBeGreaterThan(1);
  });

  it('skip, pause, resume, change interval and cancel, each for the next run', async () => {
    const { agent } = await customerAgent(t);
    const { schedule } = await setUp(agent);
    const path = `/api/user/auto-top-ups/${schedule.id}`;
    const skipped = await call(agent, 'patch', path, { action: 'skip' });
    expect(skipped.status).toBe(200);
    expect(Date.parse(skipped.body.nextDueAt)).toBe(Date.parse(schedule.nextDueAt) + 7 * MINUTE);
    expect((await runsOf(schedule.id))[0]).toMatchObject({ period: 1, state: 'skipped' });
    // Nothing is charged at the skipped date.
    expect(await runDue(new Date(Date.parse(schedule.nextDueAt) + 1000))).toMatchObject({
      claimed: 0,
    });

    const interval = await call(agent, 'patch', path, { action: 'interval', intervalDays: 14 });
    expect(interval.body.intervalDays).toBe(14);
    expect((await call(agent, 'patch', path, { action: 'pause' })).body.status).toBe('paused');
    expect((await call(agent, 'patch', path, { action: 'skip' })).body).toEqual({
      statusCode: 409,
      message: 'This automatic top-up is paused: resume it first',
    });
    expect((await call(agent, 'patch', path, { action: 'resume' })).body.status).toBe('active');
    expect((await call(agent, 'patch', path, { action: 'cancel' })).body.status).toBe('cancelled');
    expect((await call(agent, 'patch', path, { action: 'resume' })).status).toBe(409);
    expect(
      (await call(agent, 'patch', path, { action: 'interval', intervalDays: 9 })).body,
    ).toMatchObject({
      statusCode: 400,
      message: 'Choose every 7, 14, 28 or 30 days',
    });
  });

  it('removing the card detaches it and pauses running schedules', async () => {
    const { agent } = await customerAgent(t);
    const { schedule } = await setUp(agent);
    expect((await call(agent, 'delete', '/api/user/auto-top-ups/card')).status).toBe(200);
    const list = (await agent.get('/api/user/auto-top-ups').expect(200)).body;
    expect(list.card).toBeNull();
    expect(list.autoTopUps[0]).toMatchObject({ status: 'paused', stopReason: 'card-removed' });
    const [card] = await db.query(
      `SELECT m.detached_at FROM stripe_sandbox_payment_methods m
       JOIN stripe_sandbox_customers c ON c.id = m.customer_ref
       WHERE c.account_id = $1`,
      [
        schedule.customerId ??
          (await db.query(`SELECT customer_id FROM auto_top_ups WHERE id = $1`, [schedule.id]))[0]
            .customer_id,
      ],
    );
    expect(card.detached_at).not.toBeNull();
    expect(
      (await call(agent, 'patch', `/api/user/auto-top-ups/${schedule.id}`, { action: 'resume' }))
        .body.message,
    ).toBe('No card is saved. Set up the automatic top-up again from the payment page.');
  });

  it('an early fraud warning or dispute on any order of the customer cancels all their schedules', async () => {
    const { agent, email } = await customerAgent(t);
    const { schedule } = await setUp(agent);
    const [{ first_order_id: orderId }] = await db.query(
      `SELECT first_order_id FROM auto_top_ups WHERE id = $1`,
      [schedule.id],
    );
    await db.query(
      `INSERT INTO card_payment_alerts (id, kind, payment_ref, order_id, status)
       VALUES ($1, 'dispute', 'pi_x', $2, 'needs_response')`,
      [`dp_${schedule.id}`, orderId],
    );
    expect(await t.app.get(StopAfterPaymentAlertsService).stop()).toBeGreaterThanOrEqual(1);
    const [row] = (await agent.get('/api/user/auto-top-ups').expect(200)).body.autoTopUps;
    expect(row).toMatchObject({ status: 'cancelled', stopReason: 'payment-alert' });
    await mailTo(t.agent(), email, /automatic top-ups were cancelled/);
  });

  it('refuses outsiders: 401 anonymous and admins on customer calls, 404 for another customer', async () => {
    const { agent } = await customerAgent(t);
    const { schedule } = await setUp(agent);
    const { agent: other } = await customerAgent(t);
    const { agent: admin } = await adminAgent(t, 'admin');
    const { agent: master } = await adminAgent(t, 'master');
    const customerRoutes: [string, string, object | undefined][] = [
      ['get', '/api/user/auto-top-ups', undefined],
      [
        'post',
        '/api/user/auto-top-ups',
        { productId, telenumber: '+255754123456', intervalDays: 7, consent: true },
      ],
      ['patch', `/api/user/auto-top-ups/${schedule.id}`, { action: 'skip' }],
      ['delete', '/api/user/auto-top-ups/card', undefined],
    ];
    for (const [method, path, body] of customerRoutes) {
      for (const who of [t.agent(), admin, master]) {
        const res = await call(who, method as 'get', path, body);
        expect([path, res.status]).toEqual([path, 401]);
      }
    }
    const foreign = await call(other, 'patch', `/api/user/auto-top-ups/${schedule.id}`, {
      action: 'cancel',
    });
    expect(foreign.body).toEqual({ statusCode: 404, message: 'Automatic top-up not found' });
    const noConsent = await call(agent, 'post', '/api/user/auto-top-ups', {
      productId,
      telenumber: '+255754123456',
      intervalDays: 7,
      consent: false,
    });
    expect(noConsent.body).toMatchObject({
      statusCode: 400,
      message: 'Please agree to save your card for the automatic top-ups',
    });
    expect(
      (await call(agent, 'patch', `/api/user/auto-top-ups/not-a-uuid`, { action: 'skip' })).body,
    ).toMatchObject({
      statusCode: 400,
      message: 'Invalid automatic top-up id',
    });
  });

  it('the back office lists a client’s schedules and runs; admins and masters pause one (audited)', async () => {
    const { agent, id: clientId } = await customerAgent(t);
    const { schedule } = await setUp(agent);
    const listPath = `/api/admin/clients/${clientId}/auto-top-ups`;
    const pausePath = `/api/admin/auto-top-ups/${schedule.id}/pause`;
    for (const who of [t.agent(), agent]) {
      expect((await call(who, 'get', listPath)).status).toBe(401);
      expect((await call(who, 'post', pausePath, { reason: 'x' })).status).toBe(401);
    }
    const { agent: admin, admin: a } = await adminAgent(t, 'admin');
    const list = await call(admin, 'get', listPath);
    expect(list.status).toBe(200);
    expect(list.body.autoTopUps[0]).toMatchObject({ id: schedule.id, status: 'active', runs: [] });
    expect((await call(admin, 'post', pausePath, {})).body).toMatchObject({
      statusCode: 400,
      message: 'Please give a reason',
    });
    const paused = await call(admin, 'post', pausePath, { reason: 'customer asked by phone' });
    expect(paused.body).toMatchObject({ status: 'paused', stopReason: 'admin' });
    expect(await auditOf(t, a.email)).toContainEqual({
      action: 'auto-top-up.paused',
      detail: `${schedule.id} (${schedule.telenumber}): customer asked by phone`,
    });
    const { agent: master } = await adminAgent(t, 'master');
    expect((await call(master, 'get', listPath)).status).toBe(200);
    expect(
      (await call(master, 'post', `/api/admin/auto-top-ups/${SOME_ID}/pause`, { reason: 'x' }))
        .body,
    ).toEqual({
      statusCode: 404,
      message: 'Automatic top-up not found',
    });
  });
});
