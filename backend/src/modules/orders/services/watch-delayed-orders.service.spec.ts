import { Logger } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { MemoryMailer } from '@shared/testing/memory-mailer';
import { MemoryCustomerContacts } from '../testing/memory-customer-contacts';
import { MemoryLateOrders } from '../testing/memory-late-orders';
import { MemoryFulfilmentQueue, MemoryTopUpOrders } from '../testing/memory-orders';
import { WatchDelayedOrdersService } from './watch-delayed-orders.service';

const MIN = 60_000;

describe('the delay sweep', () => {
  function setUp(env: Record<string, string> = {}) {
    const orders = new MemoryTopUpOrders();
    const late = new MemoryLateOrders(orders);
    const queue = new MemoryFulfilmentQueue();
    const mailer = new MemoryMailer();
    const contacts = new MemoryCustomerContacts();
    contacts.emails.set('c1', 'selam@example.com');
    const sweep = () =>
      new WatchDelayedOrdersService(
        late,
        orders,
        queue,
        mailer,
        contacts,
        new AppConfig({ ...env }),
      ).sweep();
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    return { orders, late, queue, mailer, contacts, sweep };
  }
  afterEach(() => jest.restoreAllMocks());

  it('mails "delayed" once for an order not delivered within TOPUP_DELAY_NOTICE_MINUTES (10)', async () => {
    const { orders, late, mailer, queue, sweep } = setUp();
    const early = orders.add({ status: 'SUBMITTED' });
    const slow = orders.add({ status: 'SUBMITTED' });
    late.sendingMs.set(early.id, 9 * MIN);
    late.sendingMs.set(slow.id, 10 * MIN);

    expect(await sweep()).toEqual({ noticed: 1, timedOut: 0 });
    expect(await sweep()).toEqual({ noticed: 0, timedOut: 0 });
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['selam@example.com', 'Your SelamTopup top-up is delayed: we keep trying'],
    ]);
    expect(mailer.sent[0].text).toContain(`Order: ${slow.id}`);
    expect(orders.orders.get(slow.id)?.delayNoticedAt).toBeInstanceOf(Date);
    expect(orders.orders.get(early.id)?.delayNoticedAt).toBeUndefined();
    expect(orders.events.map((e) => [e.orderId, e.actor])).toEqual([[slow.id, 'delay-sweep']]);
    expect(queue.enqueued).toEqual([]);
  });

  it('writes the "delayed" mail in the customer’s language, read when it is composed', async () => {
    const { orders, late, mailer, contacts, sweep } = setUp();
    contacts.languages.set('c1', 'am');
    const slow = orders.add({ status: 'SUBMITTED' });
    late.sendingMs.set(slow.id, 10 * MIN);
    await sweep();
    expect(mailer.sent[0].subject).toBe('የSelamTopup የአየር ሰዓትዎ ዘግይቷል፦ መሞከራችንን እንቀጥላለን');
    expect(mailer.sent[0].text).toContain(`ትዕዛዝ፦ ${slow.id}`);
  });

  it('two sweeps at once mail once (the mark is claimed before the mail)', async () => {
    const { orders, late, mailer, sweep } = setUp();
    const slow = orders.add({ status: 'PAID' });
    late.sendingMs.set(slow.id, 30 * MIN);
    await Promise.all([sweep(), sweep(), sweep()]);
    expect(mailer.sent).toHaveLength(1);
  });

  it('past TOPUP_TIME_LIMIT_HOURS marks the order once and hands it to fulfilment, without a "delayed" mail', async () => {
    const { orders, late, mailer, queue, sweep } = setUp({ TOPUP_TIME_LIMIT_HOURS: '2' });
    const stuck = orders.add({ status: 'SUBMITTED', delayNoticedAt: new Date() });
    const never = orders.add({ status: 'PAID' });
    late.sendingMs.set(stuck.id, 120 * MIN);
    late.sendingMs.set(never.id, 121 * MIN);

    expect(await sweep()).toEqual({ noticed: 0, timedOut: 2 });
    expect(queue.enqueued).toEqual([stuck.id, never.id]);
    expect(orders.orders.get(stuck.id)?.timeLimitAt).toBeInstanceOf(Date);
    expect(mailer.sent).toEqual([]);
    // Marked: the next sweeps leave it to fulfilment (and the reconciliation sweep).
    expect(await sweep()).toEqual({ noticed: 0, timedOut: 0 });
    expect(queue.enqueued).toHaveLength(2);
  });

  it('leaves delivered, refunded and held orders alone, and mails nobody without an address', async () => {
    const { orders, late, mailer, sweep } = setUp();
    for (const status of ['COMPLETED', 'REFUNDED', 'HELD_FOR_REVIEW'] as const)
      late.sendingMs.set(orders.add({ status }).id, 500 * MIN);
    const anonymous = orders.add({ status: 'SUBMITTED', customerId: 'c2' });
    late.sendingMs.set(anonymous.id, 11 * MIN);
    expect(await sweep()).toEqual({ noticed: 1, timedOut: 0 });
    expect(mailer.sent).toEqual([]);
  });

  it('short settings (fractions) work for tests: 0.05 min and 0.01 h', async () => {
    const { orders, late, mailer, sweep } = setUp({
      TOPUP_DELAY_NOTICE_MINUTES: '0.05',
      TOPUP_TIME_LIMIT_HOURS: '0.01',
    });
    const slow = orders.add({ status: 'SUBMITTED' });
    late.sendingMs.set(slow.id, 4_000);
    expect(await sweep()).toEqual({ noticed: 1, timedOut: 0 });
    expect(mailer.sent[0].text).toContain('within 1 minute of');
  });
});
