import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { SandboxTransactionLedger } from '@integrations/dtone/sandbox/sandbox-transaction.sql-repository';
import {
  BALANCE_WATCH_ACTOR,
  CheckProviderBalanceService,
} from '@modules/backoffice/services/check-provider-balance.service';
import { TopUpSender } from '@modules/orders/ports/top-up-sender.port';
import { QUEUES } from '@shared/queues/queue-names';
import { ensureCatalogue } from '../support/catalogue';
import { adminAgent } from '../support/admins';
import { customerAgent } from '../support/customers';
import { ownDatabase } from '../support/databases';
import { call } from '../support/http';
import { mailTo } from '../support/mailbox';
import { waitFor } from '../support/smtp-stand-in';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

/**
 * The scheduled DT One balance check on the sandbox DT One (its balance lives in PostgreSQL):
 * one mail to the admins per crossing of the warning level, the storefront closed below the
 * closing level and reopened by itself, an admin's own close left alone, all audited, and the
 * dashboard showing what the check read.
 */
jest.setTimeout(120_000);

describe('the DT One balance watch (scheduled, sandbox DT One)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let db: DataSource;
  let sandbox: SandboxTransactionLedger;
  let checks: CheckProviderBalanceService;
  let productId: string;
  const env = {
    DTONE_BALANCE_WARN_USD: '200',
    DTONE_BALANCE_CLOSE_USD: '50',
    DTONE_BALANCE_CHECK_SECONDS: '5',
  };

  beforeAll(async () => {
    const database = await ownDatabase('balance');
    t = await createTestApp({}, { ...env, DATABASE_URL: database });
    worker = await startWorker({ ...env, DATABASE_URL: database });
    db = t.app.get(DataSource);
    sandbox = new SandboxTransactionLedger(db);
    checks = worker.get(CheckProviderBalanceService);
    await ensureCatalogue(t);
    productId = (await t.agent().get('/api/product/offers').query({ operator: 'Vodacom Tanzania' }))
      .body[0].productId;
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  const usd = (dollars: number) => sandbox.setBalanceCents(Math.round(dollars * 100));
  const storefrontOpen = async () =>
    ((await t.agent().get('/api/storefront')).body as { open: boolean }).open;
  const checkout = async () => {
    const { agent } = await customerAgent(t);
    return call(agent, 'post', '/api/stripe/create-checkout-session', {
      productId,
      telenumber: '+255754123456',
    });
  };
  const lowMails = async (to: string) => {
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM dev_mails WHERE to_address = $1 AND subject LIKE '%DT One balance low%'`,
      [to],
    );
    return n as number;
  };
  const watchAudit = () =>
    db.query(`SELECT action, detail FROM admin_audit_log WHERE admin_email = $1 ORDER BY id`, [
      BALANCE_WATCH_ACTOR,
    ]) as Promise<{ action: string; detail: string }[]>;

  it('is scheduled in the worker, every DTONE_BALANCE_CHECK_SECONDS, and reads the sandbox balance', async () => {
    const queue = worker.get<Queue>(getQueueToken(QUEUES.providerBalance));
    expect(await queue.getJobSchedulers()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'provider-balance-check', every: 5000 }),
      ]),
    );
    await usd(1000);
    const { agent } = await adminAgent(t, 'admin');
    // The scheduler's own run fills the dashboard's balance within its interval.
    const balance = await waitFor(async () => {
      const res = await call(agent, 'get', '/api/admin/dashboard?days=1');
      return res.body.balance?.available === 1000 ? res.body.balance : undefined;
    });
    expect(balance).toEqual({
      available: 1000,
      currency: 'USD',
      checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      low: false,
      storefrontClosed: false,
      lastError: null,
      warnBelow: 200,
      closeBelow: 50,
    });
  });

  it('goes down with each sandbox top-up by the product’s wholesale price', async () => {
    await usd(1000);
    const [{ wholesale_cents }] = await db.query(
      `SELECT wholesale_cents FROM offers WHERE product_id = $1`,
      [productId],
    );
    const sender = worker.get(TopUpSender);
    const externalId = crypto.randomUUID();
    const request = { externalId, productId, mobileNumber: '+255754123456' };
    const sent = await sender.send(request);
    expect(sent.wholesaleCents).toBe(wholesale_cents);
    await sender.send(request); // the same order again: no second charge
    expect(await sandbox.balanceCents()).toBe(100_000 - wholesale_cents);

    // One order sent by eight runs at once (the balance row and the external id's key both
    // contended): one transaction, charged once.
    const racing = { ...request, externalId: crypto.randomUUID() };
    const answers = await Promise.all(Array.from({ length: 8 }, () => sender.send(racing)));
    expect(new Set(answers.map((a) => a.providerTransactionId)).size).toBe(1);
    expect(await sandbox.balanceCents()).toBe(100_000 - 2 * wholesale_cents);
  });

  it('refuses a top-up the balance cannot pay, as DT One does, and records nothing', async () => {
    await usd(0.1);
    const sender = worker.get(TopUpSender);
    const externalId = crypto.randomUUID();
    await expect(
      sender.send({ externalId, productId, mobileNumber: '+255754123456' }),
    ).resolves.toEqual({
      state: 'failed',
      providerTransactionId: null,
      reason: 'Insufficient balance',
    });
    await expect(sender.findByExternalId(externalId)).resolves.toBeNull();
    expect(await sandbox.balanceCents()).toBe(10);
  });

  it('mails every admin once per crossing, closes below the closing level and reopens by itself', async () => {
    const { agent, admin } = await adminAgent(t, 'master');
    await usd(150);
    await checks.check();
    await checks.check();
    const mail = await mailTo(agent, admin.email, /DT One balance low \(150\.00 USD\)/);
    expect(mail.text).toContain('below the warning level of 200.00 USD');
    expect((await checkout()).status).toBe(201); // low, not closed

    await usd(40);
    await checks.check();
    expect(await storefrontOpen()).toBe(false);
    // Mvm course payments send no top-up: they stay open (a bad body answers 400, not 503).
    const mvm = await call(t.agent(), 'post', '/api/stripe/paymentIntent', { amount: 0 });
    expect(mvm.status).toBe(400);
    const closed = await checkout();
    expect([closed.status, closed.body.message]).toEqual([
      503,
      'The service is under maintenance, please try again later.',
    ]);
    // The admins' own switch is untouched: the close is the watch's, and says so.
    expect((await call(agent, 'get', '/api/admin/getConfigWeb')).body).toEqual({
      configWeb: true,
      closedForBalance: true,
    });
    expect((await call(agent, 'get', '/api/admin/dashboard?days=1')).body.balance).toMatchObject({
      available: 40,
      low: true,
      storefrontClosed: true,
    });

    await usd(120);
    await checks.check();
    expect(await storefrontOpen()).toBe(true);
    expect((await checkout()).status).toBe(201);
    // One crossing of the warning level all along: one mail per admin.
    await new Promise((r) => setTimeout(r, 1000));
    expect(await lowMails(admin.email)).toBe(1);
    expect(await watchAudit()).toEqual([
      {
        action: 'storefront.switched',
        detail: 'Disabled automatically: DT One balance 40.00 USD is below 50.00',
      },
      {
        action: 'storefront.switched',
        detail: 'Enabled automatically: DT One balance 120.00 USD is back',
      },
    ]);
  });

  it('never reopens a storefront an admin closed', async () => {
    const { agent } = await adminAgent(t, 'admin');
    expect((await call(agent, 'post', '/api/admin/toggleConfig')).body).toEqual({
      configWeb: false,
      closedForBalance: false,
    });
    await usd(10);
    await checks.check();
    await usd(5000);
    await checks.check();
    expect((await checkout()).status).toBe(503);
    expect((await call(agent, 'post', '/api/admin/toggleConfig')).body).toEqual({
      configWeb: true,
      closedForBalance: false,
    });
    expect((await checkout()).status).toBe(201);
  });
});
