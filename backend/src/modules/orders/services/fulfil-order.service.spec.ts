import { Logger } from '@nestjs/common';
import { CustomerContacts } from '../ports/customer-contacts.port';
import {
  TopUpProviderUnavailable,
  TopUpRequest,
  TopUpSender,
  TopUpState,
} from '../ports/top-up-sender.port';
import { MemoryTopUpOrders } from '../testing/memory-orders';
import { MemoryWalletCheckout } from '@shared/testing/memory-wallet-checkout';
import { FulfilmentBusy, FulfilOrderService, RefundFailed } from './fulfil-order.service';
import { MemoryCardCheckout } from '@shared/testing/memory-card-checkout';
import { MemoryMailer } from '@shared/testing/memory-mailer';
import { FindRequesterService } from '@modules/support/services/find-requester.service';
import { MemorySupportRepository } from '@modules/support/testing/memory-support';
import { MemoryCreditRequestAnswers } from '../testing/memory-credit-request-answers';
import { TellRequesterService } from './tell-requester.service';
import { REQUEST_SENT_SUBJECT } from './request-sent-mail';
import { MemoryPinVault } from '../testing/memory-pin-vault';
import { MemoryFulfilmentLeases } from '../testing/memory-fulfilment-leases';

/** DT One in memory: a scripted answer per send, transactions kept by external id. */
class FakeTopUps extends TopUpSender {
  readonly transactions = new Map<string, TopUpState>();
  answer: TopUpState | 'timeout' = { state: 'completed', providerTransactionId: 't1' };
  async send(request: TopUpRequest): Promise<TopUpState> {
    if (this.answer === 'timeout') throw new TopUpProviderUnavailable('timeout after 15000 ms');
    this.transactions.set(request.externalId, this.answer);
    return this.answer;
  }
  async findByExternalId(externalId: string) {
    return this.transactions.get(externalId) ?? null;
  }
}

class FakeContacts extends CustomerContacts {
  async emailOf() {
    return 'selam@example.com';
  }
  async recipientOf() {
    return { email: 'selam@example.com', language: 'en' as const };
  }
}

/** The requester mails' service with no credit requests on record (orders answering none). */
function noRequesters(orders: MemoryTopUpOrders, mailer: MemoryMailer): TellRequesterService {
  return new TellRequesterService(
    new MemoryCreditRequestAnswers(orders),
    orders,
    new FindRequesterService(new MemorySupportRepository()),
    mailer,
  );
}

describe('fulfilling a paid order', () => {
  function setUp() {
    const orders = new MemoryTopUpOrders();
    const topUps = new FakeTopUps();
    const checkout = new MemoryCardCheckout();
    const mailer = new MemoryMailer();
    const wallet = new MemoryWalletCheckout();
    const answers = new MemoryCreditRequestAnswers(orders);
    const support = new MemorySupportRepository();
    const leases = new MemoryFulfilmentLeases((id) => orders.orders.get(id)?.status);
    const requesters = new TellRequesterService(
      answers,
      orders,
      new FindRequesterService(support),
      mailer,
    );
    const service = new FulfilOrderService(
      orders,
      topUps,
      checkout,
      wallet,
      mailer,
      new FakeContacts(),
      requesters,
      new MemoryPinVault(),
      leases,
    );
    const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const infos = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    return {
      orders,
      topUps,
      checkout,
      wallet,
      mailer,
      service,
      warnings,
      errors,
      infos,
      answers,
      support,
      leases,
    };
  }
  afterEach(() => jest.restoreAllMocks());

  it('keeps the price DT One charged for a delivered top-up, or the checkout estimate without one', async () => {
    const { orders, topUps, service } = setUp();
    const priced = orders.add({ status: 'PAID', paymentRef: 'pi_1', wholesaleCents: 90 });
    topUps.answer = { state: 'completed', providerTransactionId: 't1', wholesaleCents: 87 };
    expect(await service.fulfil(priced.id)).toBe('completed');
    expect((await orders.findById(priced.id))?.wholesaleCents).toBe(87);

    const unpriced = orders.add({ status: 'PAID', paymentRef: 'pi_2', wholesaleCents: 90 });
    topUps.answer = { state: 'completed', providerTransactionId: 't2', wholesaleCents: null };
    expect(await service.fulfil(unpriced.id)).toBe('completed');
    expect((await orders.findById(unpriced.id))?.wholesaleCents).toBe(90);
  });

  it('keeps the PIN of a PIN product sealed with the order, mails it in the receipt, never in the history line', async () => {
    const { orders, topUps, mailer, service } = setUp();
    const order = orders.add({ status: 'PAID', paymentRef: 'pi_1' });
    const pin = { code: '12345678901234', serial: 'SN-778' };
    topUps.answer = { state: 'completed', providerTransactionId: 't1', pin };

    expect(await service.fulfil(order.id)).toBe('completed');

    const stored = await orders.findById(order.id);
    expect(stored?.pinSealed).toBeTruthy();
    expect(stored?.pinSealed).not.toContain(pin.code);
    expect(new MemoryPinVault().open(stored!.pinSealed!)).toEqual(pin);
    const events = orders.events.filter((e) => e.orderId === order.id);
    expect(events.at(-1)?.detail).toBe('delivered (transaction t1), PIN received');
    expect(JSON.stringify(events)).not.toContain(pin.code);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0].text).toContain('PIN code: 12345678901234');
    expect(mailer.sent[0].text).toContain('Serial number: SN-778');
  });

  it("sends a ranged product's typed amount; a fixed one sends none", async () => {
    const { orders, topUps, service } = setUp();
    const sent: TopUpRequest[] = [];
    const send = topUps.send.bind(topUps);
    topUps.send = (request) => {
      sent.push(request);
      return send(request);
    };
    const ranged = orders.add({ status: 'PAID', paymentRef: 'pi_1', sentCents: 1250 });
    const fixed = orders.add({ status: 'PAID', paymentRef: 'pi_2' });
    await service.fulfil(ranged.id);
    await service.fulfil(fixed.id);
    expect(sent[0]).toMatchObject({ externalId: ranged.id, sentUsdCents: 1250 });
    expect(sent[1]).not.toHaveProperty('sentUsdCents');
  });

  it('a plain top-up keeps no PIN and its receipt has none', async () => {
    const { orders, topUps, mailer, service } = setUp();
    const order = orders.add({ status: 'PAID', paymentRef: 'pi_1' });
    topUps.answer = { state: 'completed', providerTransactionId: 't1' };

    expect(await service.fulfil(order.id)).toBe('completed');

    expect((await orders.findById(order.id))?.pinSealed ?? null).toBeNull();
    expect(mailer.sent[0].text).not.toContain('PIN');
  });

  it('a declined top-up whose refund fails throws, so the job fails and is retried', async () => {
    const { orders, topUps, checkout, mailer, service, errors } = setUp();
    const order = orders.add({ status: 'PAID', paymentRef: 'pi_1' });
    topUps.answer = { state: 'failed', providerTransactionId: 't1', reason: 'Declined' };
    checkout.refusing = 'expired_or_canceled_card';

    await expect(service.fulfil(order.id)).rejects.toEqual(
      new RefundFailed(order.id, 'expired_or_canceled_card'),
    );
    expect((await orders.findById(order.id))?.status).toBe('FAILED');
    expect(mailer.sent).toEqual([]);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining(`Order ${order.id}: refund failed`),
    );
  });

  it('the retry refunds once the gateway accepts, and logs the refund with the order id', async () => {
    const { orders, topUps, checkout, mailer, service, infos } = setUp();
    const order = orders.add({ status: 'PAID', paymentRef: 'pi_1' });
    topUps.answer = { state: 'failed', providerTransactionId: 't1', reason: 'Declined' };
    checkout.refusing = 'gateway down';
    await expect(service.fulfil(order.id)).rejects.toBeInstanceOf(RefundFailed);

    checkout.refusing = null;
    expect(await service.fulfil(order.id)).toBe('refunded');
    expect(await orders.findById(order.id)).toMatchObject({
      status: 'REFUNDED',
      refundRef: 're_pi_1',
    });
    expect(checkout.refunds).toEqual(['pi_1']);
    expect(mailer.sent).toHaveLength(1);
    expect(infos).toHaveBeenCalledWith(`Order ${order.id}: refunded (re_pi_1)`);
  });

  it('refunds a failed wallet order through the wallet (its capture id), never the card gateway', async () => {
    const { orders, topUps, checkout, wallet, mailer, service } = setUp();
    const order = orders.add({ status: 'PAID', gateway: 'paypal', paymentRef: 'CAP-1' });
    topUps.answer = { state: 'failed', providerTransactionId: 't1', reason: 'Declined' };
    expect(await service.fulfil(order.id)).toBe('refunded');
    expect(wallet.refunds).toEqual(['CAP-1']);
    expect(checkout.refunds).toEqual([]);
    expect(await orders.findById(order.id)).toMatchObject({
      status: 'REFUNDED',
      refundRef: 'REF-CAP-1',
    });
    expect(mailer.sent).toHaveLength(1);
  });

  it('a wallet refund PayPal refuses throws RefundFailed (retried)', async () => {
    const { orders, topUps, wallet, service } = setUp();
    const order = orders.add({ status: 'PAID', gateway: 'paypal', paymentRef: 'CAP-2' });
    topUps.answer = { state: 'failed', providerTransactionId: 't1', reason: 'Declined' };
    wallet.refundFails = 'CAPTURE_FULLY_REFUNDED';
    await expect(service.fulfil(order.id)).rejects.toEqual(
      new RefundFailed(order.id, 'CAPTURE_FULLY_REFUNDED'),
    );
  });

  it('a FAILED order without a payment reference fails the job instead of passing as done', async () => {
    const { orders, service } = setUp();
    const order = orders.add({ status: 'FAILED', paymentRef: null });
    await expect(service.fulfil(order.id)).rejects.toBeInstanceOf(RefundFailed);
  });

  it('a provider timeout propagates (the queue retries) and is logged with the order id', async () => {
    const { orders, topUps, service, warnings } = setUp();
    const order = orders.add({ status: 'PAID', paymentRef: 'pi_1' });
    topUps.answer = 'timeout';
    await expect(service.fulfil(order.id)).rejects.toBeInstanceOf(TopUpProviderUnavailable);
    expect(warnings).toHaveBeenCalledWith(
      expect.stringContaining(`Order ${order.id}: DT One did not answer (timeout after 15000 ms)`),
    );
    expect((await orders.findById(order.id))?.status).toBe('PAID');
  });

  it('two runs for one order at once: one sends, the other is told to come back, nothing sent twice', async () => {
    const { orders, topUps, service, leases } = setUp();
    const order = orders.add({ status: 'PAID', paymentRef: 'pi_1' });
    // Both runs look DT One up before either sends: without the lease both would find nothing.
    const sends: string[] = [];
    const send = topUps.send.bind(topUps);
    topUps.send = async (request) => {
      sends.push(request.externalId);
      return send(request);
    };
    const outcomes = await Promise.allSettled([service.fulfil(order.id), service.fulfil(order.id)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(FulfilmentBusy);
    expect(sends).toEqual([order.id]);
    expect(leases.refused).toBe(1);
    // Released: the next run (a retry) gets in at once.
    expect(leases.isHeld(order.id)).toBe(false);
  });

  it('a run whose lease another run took over (it stalled past it) does not send', async () => {
    const { orders, topUps, service, leases } = setUp();
    const order = orders.add({ status: 'PAID', paymentRef: 'pi_1' });
    const look = topUps.findByExternalId.bind(topUps);
    topUps.findByExternalId = async (id) => {
      leases.takeOver(id);
      return look(id);
    };
    await expect(service.fulfil(order.id)).rejects.toBeInstanceOf(FulfilmentBusy);
    expect(topUps.transactions.size).toBe(0);
    expect((await orders.findById(order.id))?.status).toBe('PAID');
  });

  it('the lease is let go whatever the run ends with (a provider fault here)', async () => {
    const { orders, topUps, service, leases } = setUp();
    const order = orders.add({ status: 'PAID', paymentRef: 'pi_1' });
    topUps.answer = 'timeout';
    await expect(service.fulfil(order.id)).rejects.toBeInstanceOf(TopUpProviderUnavailable);
    expect(leases.isHeld(order.id)).toBe(false);
  });

  it("a delivered order's move ends its lease: the run stops renewing and writes no release", async () => {
    const { orders, service, leases, mailer } = setUp();
    const order = orders.add({ status: 'PAID', paymentRef: 'pi_1' });
    expect(await service.fulfil(order.id)).toBe('completed');
    expect(leases.stopped).toBe(1);
    expect(leases.isHeld(order.id)).toBe(false);
    expect(mailer.sent).toHaveLength(1);
  });

  it('a run whose order was refunded while it looked DT One up (a fraud refund) does not send', async () => {
    const { orders, topUps, service } = setUp();
    const order = orders.add({ status: 'PAID', paymentRef: 'pi_1' });
    const look = topUps.findByExternalId.bind(topUps);
    topUps.findByExternalId = async (id) => {
      await orders.move({
        orderId: id,
        from: 'PAID',
        to: 'REFUNDED',
        actor: 'stripe',
        detail: 'fraud',
      });
      return look(id);
    };
    await expect(service.fulfil(order.id)).rejects.toBeInstanceOf(FulfilmentBusy);
    expect(topUps.transactions.size).toBe(0);
  });

  it('an order with nothing to send takes no lease', async () => {
    const { orders, service, leases } = setUp();
    const done = orders.add({ status: 'COMPLETED', paymentRef: 'pi_1' });
    leases.takeOver(done.id);
    expect(await service.fulfil(done.id)).toBe('nothing-to-do');
  });

  it('a delivered top-up completes the order and mails the receipt', async () => {
    const { orders, service, mailer } = setUp();
    const order = orders.add({ status: 'PAID', paymentRef: 'pi_1' });
    expect(await service.fulfil(order.id)).toBe('completed');
    expect((await orders.findById(order.id))?.status).toBe('COMPLETED');
    expect(mailer.sent).toHaveLength(1);
  });

  it('an order answering no credit request makes no requester claim', async () => {
    const { orders, service, answers } = setUp();
    const claims = jest.spyOn(answers, 'claimSentMail');
    const order = orders.add({ status: 'PAID', paymentRef: 'pi_1' });
    expect(await service.fulfil(order.id)).toBe('completed');
    expect(claims).not.toHaveBeenCalled();
  });

  it('an order answering a credit request also tells its requester, once, whatever retries', async () => {
    const { orders, service, mailer, answers, support } = setUp();
    await support.saveCreditRequest(
      {
        language: 'en' as const,
        requestorName: 'Selam',
        requestorTele: '+255754123456',
        requestorEmail: 'selam@example.com',
        requesteeName: 'Dawit',
        requesteeEmail: 'dawit@example.com',
        message: 'Hi',
      },
      'hash',
    );
    const order = orders.add({ status: 'PAID', paymentRef: 'pi_1', creditRequestId: 'r1' });
    answers.requestOf.set(order.id, 'r1');
    expect(await service.fulfil(order.id)).toBe('completed');
    expect(await service.fulfil(order.id)).toBe('nothing-to-do');
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['selam@example.com', 'Your SelamTopup receipt'],
      ['selam@example.com', REQUEST_SENT_SUBJECT],
    ]);
  });
});

/** DT One that keeps a transaction pending until it is cancelled, or refuses to cancel it. */
class CancellableTopUps extends FakeTopUps {
  cancellable = true;
  readonly cancelled: string[] = [];
  override async cancel(providerTransactionId: string) {
    if (!this.cancellable) return 'refused' as const;
    this.cancelled.push(providerTransactionId);
    for (const [externalId, state] of this.transactions)
      if (state.providerTransactionId === providerTransactionId)
        this.transactions.set(externalId, {
          state: 'failed',
          providerTransactionId,
          reason: 'CANCELLED',
          cancelled: true,
        });
    return 'cancelled' as const;
  }
}

describe('the delivery time limit (docs/specification.md#delayed-top-ups)', () => {
  function setUp() {
    const orders = new MemoryTopUpOrders();
    const topUps = new CancellableTopUps();
    const checkout = new MemoryCardCheckout();
    const wallet = new MemoryWalletCheckout();
    const mailer = new MemoryMailer();
    const service = new FulfilOrderService(
      orders,
      topUps,
      checkout,
      wallet,
      mailer,
      new FakeContacts(),
      noRequesters(orders, mailer),
      new MemoryPinVault(),
      new MemoryFulfilmentLeases((id) => orders.orders.get(id)?.status),
    );
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    return { orders, topUps, checkout, wallet, mailer, service };
  }
  afterEach(() => jest.restoreAllMocks());

  it('cancels a pending transaction at DT One, reads it back, refunds once with the refund mail', async () => {
    const { orders, topUps, checkout, mailer, service } = setUp();
    const order = orders.add({
      status: 'SUBMITTED',
      paymentRef: 'pi_1',
      providerTransactionId: 't1',
      timeLimitAt: new Date(),
    });
    topUps.transactions.set(order.id, { state: 'pending', providerTransactionId: 't1' });

    expect(await service.fulfil(order.id)).toBe('refunded');
    expect(await service.fulfil(order.id)).toBe('nothing-to-do');
    expect(topUps.cancelled).toEqual(['t1']);
    expect(checkout.refunds).toEqual(['pi_1']);
    const after = await orders.findById(order.id);
    expect(after?.status).toBe('REFUNDED');
    expect(after?.failureReason).toBe('it could not be delivered in time, so we cancelled it');
    expect(mailer.sent.map((m) => m.subject)).toEqual([
      'Your SelamTopup top-up could not be delivered: refunded',
    ]);
    expect(mailer.sent[0].text).toContain('to your card');
    // The cancel is said once, by the move to FAILED itself (no separate line a crash could lose).
    expect(orders.events.filter((e) => e.orderId === order.id).map((e) => e.detail)).toEqual([
      'time limit: transaction t1 cancelled at DT One',
      expect.stringMatching(/^refund /),
    ]);
  });

  it('a late order DT One never got is not sent any more: refunded to PayPal for a wallet order', async () => {
    const { orders, topUps, wallet, mailer, service } = setUp();
    const order = orders.add({
      status: 'PAID',
      gateway: 'paypal',
      paymentRef: 'cap_1',
      timeLimitAt: new Date(),
    });
    expect(await service.fulfil(order.id)).toBe('refunded');
    expect(topUps.transactions.size).toBe(0);
    expect(wallet.refunds).toEqual(['cap_1']);
    expect(mailer.sent[0].text).toContain('to your PayPal account');
  });

  it('one DT One can no longer cancel is not refunded: it stays pending and is followed', async () => {
    const { orders, topUps, checkout, service } = setUp();
    const order = orders.add({
      status: 'SUBMITTED',
      paymentRef: 'pi_1',
      providerTransactionId: 't1',
      timeLimitAt: new Date(),
    });
    topUps.transactions.set(order.id, { state: 'pending', providerTransactionId: 't1' });
    topUps.cancellable = false;
    await expect(service.fulfil(order.id)).rejects.toThrow('still pending');
    expect(checkout.refunds).toEqual([]);
    // It completes after all: delivered, no refund.
    topUps.transactions.set(order.id, {
      state: 'completed',
      providerTransactionId: 't1',
      operatorReference: 'OPR-5',
    });
    expect(await service.fulfil(order.id)).toBe('completed');
    expect((await orders.findById(order.id))?.operatorReference).toBe('OPR-5');
    expect(checkout.refunds).toEqual([]);
  });

  it('before the limit, nothing is cancelled', async () => {
    const { orders, topUps, service } = setUp();
    const order = orders.add({
      status: 'SUBMITTED',
      paymentRef: 'pi_1',
      providerTransactionId: 't1',
    });
    topUps.transactions.set(order.id, { state: 'pending', providerTransactionId: 't1' });
    await expect(service.fulfil(order.id)).rejects.toThrow('still pending');
    expect(topUps.cancelled).toEqual([]);
  });

  /** A submitted order whose DT One transaction reads back CANCELLED, late or not. */
  function cancelledAtDtOne(late: boolean) {
    const set = setUp();
    const order = set.orders.add({
      status: 'SUBMITTED',
      paymentRef: 'pi_1',
      providerTransactionId: 't1',
      ...(late ? { timeLimitAt: new Date() } : {}),
    });
    set.topUps.transactions.set(order.id, {
      state: 'failed',
      providerTransactionId: 't1',
      reason: 'CANCELLED',
      cancelled: true,
    });
    return { ...set, order };
  }

  it('a transaction cancelled at DT One by someone else is refunded with its own reason, not the time limit', async () => {
    const { orders, checkout, service, order } = cancelledAtDtOne(false);
    expect(await service.fulfil(order.id)).toBe('refunded');
    expect(checkout.refunds).toEqual(['pi_1']);
    expect((await orders.findById(order.id))?.failureReason).toBe('CANCELLED');
    expect(orders.events.map((e) => e.detail)).toContain('CANCELLED (transaction t1)');
  });

  it('a late order found cancelled at DT One (the worker died after the cancel) is refunded for the time limit', async () => {
    const { orders, checkout, service, order } = cancelledAtDtOne(true);
    expect(await service.fulfil(order.id)).toBe('refunded');
    expect(orders.events.map((e) => e.detail)).toContain(
      'time limit: transaction t1 cancelled at DT One',
    );
    expect((await orders.findById(order.id))?.failureReason).toBe(
      'it could not be delivered in time, so we cancelled it',
    );
    expect(checkout.refunds).toEqual(['pi_1']);
  });
});
