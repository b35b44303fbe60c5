import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DtoneTopUpSender } from '@integrations/dtone/dtone-top-up-sender';
import { FulfilmentLeasesSqlRepository } from '@modules/orders/infra/fulfilment-leases.sql-repository';
import { moveOrder } from '@modules/orders/domain/top-up-order';
import { FulfilmentLeases } from '@modules/orders/ports/fulfilment-leases.port';
import { TopUpOrderRepository } from '@modules/orders/ports/top-up-order-repository.port';
import { TopUpSender } from '@modules/orders/ports/top-up-sender.port';
import {
  FulfilmentBusy,
  FulfilOrderService,
  StillPending,
} from '@modules/orders/services/fulfil-order.service';
import { dvsProduct, DvsStandIn } from '@selamtopup/test-kit/stand-ins/dvs';
import { clientFor } from '../dtone/dvs-client';
import { insertCustomer, newEmail } from '../support/customers';
import { insertOrders } from '../support/orders';
import { startWorker } from '../support/worker';

jest.setTimeout(30_000);

const TZA = { iso: 'TZA', name: 'Tanzania', currency: 'TZS' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * docs/decisions.md#one-fulfilment-run-per-order: two fulfilment runs for one order (a second job
 * after Redis came back empty, a webhook's copy) never both send. The real worker module, the
 * real DT One adapter against the DVS stand-in, which here — unlike DT One — accepts an external
 * id twice, so only our own lease stands between two look-ups and two transactions.
 */
describe('one fulfilment run per order', () => {
  let worker: INestApplicationContext;
  let db: DataSource;
  let dvs: DvsStandIn;
  let leases: FulfilmentLeasesSqlRepository;
  let phone = 0;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    dvs = new DvsStandIn();
    await dvs.start();
    dvs.products.push(dvsProduct(4242, TZA));
    dvs.refuseReusedExternalId = false;
    worker = await startWorker({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-lease` }, (b) =>
      b.overrideProvider(TopUpSender).useValue(new DtoneTopUpSender(clientFor(dvs))),
    );
    db = worker.get(DataSource);
    leases = worker.get(FulfilmentLeases);
  });
  afterAll(async () => {
    await worker?.close();
    await dvs?.stop();
  });
  afterEach(() => {
    dvs.delayMs = 0;
    leases.leaseMs = 15_000;
  });

  async function paidOrder(): Promise<string> {
    const customerId = await insertCustomer(db, newEmail('lease'));
    const telenumber = `+2557549${String(++phone).padStart(5, '0')}`;
    const [id] = await insertOrders(db, [
      { customerId, telenumber, productId: '4242', status: 'PAID', paymentRef: 'pi_x' },
    ]);
    return id;
  }
  const transactionsFor = (orderId: string) =>
    dvs.transactions.filter((t) => t.external_id === orderId).length;

  it('two runs at once, both slow to hear from DT One: one transaction, the other run told to come back', async () => {
    const orderId = await paidOrder();
    dvs.delayMs = 300; // each look-up answers late, so both runs would look up before any send
    const fulfil = worker.get(FulfilOrderService);
    const outcomes = await Promise.allSettled([fulfil.fulfil(orderId), fulfil.fulfil(orderId)]);

    const reasons = outcomes.map((o) => (o.status === 'rejected' ? o.reason : o.value));
    // DT One accepted it (pending): that run moved the order to SUBMITTED and will poll.
    expect(reasons.filter((r) => r instanceof StillPending)).toHaveLength(1);
    expect(reasons.filter((r) => r instanceof FulfilmentBusy)).toHaveLength(1);
    expect(transactionsFor(orderId)).toBe(1);
    const [{ status }] = await db.query('SELECT status FROM top_up_orders WHERE id = $1', [
      orderId,
    ]);
    expect(status).toBe('SUBMITTED');
    // Both let go of the order: the next poll gets in at once.
    expect(await leaseOf(orderId)).toEqual({ send_lease: null, send_lease_until: null });
  });

  it('a run whose DT One call outlasts the lease keeps the order (the lease is renewed as it waits)', async () => {
    const orderId = await paidOrder();
    leases.leaseMs = 300;
    dvs.delayMs = 1_000;
    const fulfil = worker.get(FulfilOrderService);
    const first = fulfil.fulfil(orderId).catch((err: unknown) => err);
    await sleep(700); // past two lease lengths, the first run still waiting on its look-up
    expect(await leases.claim(orderId)).toBeNull();
    expect(await first).toBeInstanceOf(StillPending);
    expect(transactionsFor(orderId)).toBe(1);
  });

  it('a lapsed lease goes to the next run; the old holder can no longer renew or release it', async () => {
    const orderId = await paidOrder();
    // A lease long enough that its heartbeat does not beat during the test: the lapse is written
    // below, as a run killed with -9 leaves it (no renewals, no release).
    leases.leaseMs = 60_000;
    const stale = await leases.claim(orderId);
    expect(stale).not.toBeNull();
    expect(await leases.claim(orderId)).toBeNull();
    await db.query(
      `UPDATE top_up_orders SET send_lease_until = now() - interval '1 second' WHERE id = $1`,
      [orderId],
    );
    const next = await leases.claim(orderId);
    expect(next).not.toBeNull();
    expect(await stale!.renew()).toBe(false);
    await stale!.release();
    expect(await leases.claim(orderId)).toBeNull(); // still the next run's
    await next!.release();
    const again = await leases.claim(orderId);
    expect(again).not.toBeNull();
    await again!.release();
  });

  it('a move to where fulfilment ends ends the lease in the same write: its holder can no longer renew, so never sends', async () => {
    const orderId = await paidOrder();
    leases.leaseMs = 60_000;
    const held = await leases.claim(orderId);
    expect(held).not.toBeNull();
    const orders = worker.get(TopUpOrderRepository);
    const refunded = await orders.moveAndRead(
      moveOrder((await orders.findById(orderId))!, 'REFUNDED', 'stripe', 'early fraud warning'),
      { refundRef: 're_lease' },
    );
    expect(refunded).toMatchObject({ id: orderId, status: 'REFUNDED', refundRef: 're_lease' });
    expect(await leaseOf(orderId)).toEqual({ send_lease: null, send_lease_until: null });
    expect(await held!.renew()).toBe(false);
    held!.stop();
  });

  it('a delivered order: the run that moved it COMPLETED leaves no lease, and a move elsewhere keeps one', async () => {
    const orderId = await paidOrder();
    const fulfil = worker.get(FulfilOrderService);
    await expect(fulfil.fulfil(orderId)).rejects.toBeInstanceOf(StillPending);
    const [transaction] = dvs.transactions.filter((t) => t.external_id === orderId);
    dvs.setStatus(transaction.id as number, 'COMPLETED');
    expect(await fulfil.fulfil(orderId)).toBe('completed');
    expect(await leaseOf(orderId)).toEqual({ send_lease: null, send_lease_until: null });

    // PAID -> SUBMITTED is not where fulfilment ends: the holder's lease stays.
    const other = await paidOrder();
    const held = await leases.claim(other);
    const orders = worker.get(TopUpOrderRepository);
    await orders.move(
      moveOrder((await orders.findById(other))!, 'SUBMITTED', 'worker', 'accepted'),
    );
    expect(await held!.renew()).toBe(true);
    await held!.release();
  });

  async function leaseOf(orderId: string) {
    const [row] = await db.query(
      'SELECT send_lease, send_lease_until FROM top_up_orders WHERE id = $1',
      [orderId],
    );
    return row;
  }
});
