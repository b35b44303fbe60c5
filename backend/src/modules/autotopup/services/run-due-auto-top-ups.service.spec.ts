import { AppConfig } from '@config/app-config';
import { MemoryMailer } from '@shared/testing/memory-mailer';
import type { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import type {
  ChargeSavedCardService,
  ScheduledOrderCharge,
} from '@modules/orders/services/charge-saved-card.service';
import { activate, advance, type AutoTopUp } from '../domain/auto-top-up';
import {
  MemoryAutoTopUps,
  MemoryCustomerContacts,
  MemorySavedCardRepository,
} from '../testing/memory-auto-top-ups';
import { RunDueAutoTopUpsService } from './run-due-auto-top-ups.service';

const DAY = { dayMs: null };
const paidAt = new Date('2026-05-01T10:00:00Z');
const due = new Date('2026-05-08T10:00:01Z');

function schedule(id = 's1'): AutoTopUp {
  return activate(
    {
      id,
      customerId: 'c1',
      productId: 'p1',
      productName: '2,000 TZS Airtime',
      telenumber: '+255754123456',
      operatorName: 'Vodacom Tanzania',
      intervalDays: 7,
      timeZone: 'UTC',
      status: 'pending',
      stopReason: null,
      agreedCents: 1000,
      firstOrderId: `o-${id}`,
      anchorAt: null,
      lastDueAt: null,
      nextPeriod: 1,
      nextDueAt: null,
      failures: 0,
      remindedPeriod: 0,
      createdAt: paidAt,
    },
    paidAt,
    DAY,
  );
}

function setUp(price: number | null = 1000) {
  const schedules = new MemoryAutoTopUps();
  const cards = new MemorySavedCardRepository();
  cards.cards.set('c1', {
    customerId: 'c1',
    gatewayCustomerRef: 'cus_1',
    paymentMethodRef: 'pm_1',
    brand: 'visa',
    last4: '4242',
  });
  const contacts = new MemoryCustomerContacts();
  contacts.emails.set('c1', 'mum@example.com');
  const mailer = new MemoryMailer();
  const opened: string[] = [];
  const charged: { orderId: string; key: string }[] = [];
  let outcome: ScheduledOrderCharge['outcome'] = 'paid';
  const charges = {
    open: async () => {
      const id = `order-${opened.length + 1}`;
      opened.push(id);
      return { outcome: 'opened', order: { id } };
    },
    charge: async (orderId: string, _card: unknown, key: string) => {
      charged.push({ orderId, key });
      if (outcome === 'paid') return { outcome, order: { id: orderId }, paymentRef: 'pi_1' };
      return { outcome, reason: 'Your card was declined.' };
    },
  } as unknown as ChargeSavedCardService;
  const offers = {
    activeOfferFor: async () => {
      if (price === null) throw new Error('gone');
      return { kind: 'fixed', amountCents: price - 100, serviceChargeCents: 100 };
    },
  } as unknown as OfferQueryService;
  const config = new AppConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'postgres://x@127.0.0.1/x',
    AUTO_TOPUP_MAX_PRICE_RISE_PERCENT: '10',
  });
  const service = new RunDueAutoTopUpsService(
    schedules,
    cards,
    charges,
    offers,
    contacts,
    mailer,
    config,
  );
  return {
    service,
    schedules,
    cards,
    mailer,
    opened,
    charged,
    fail: (o: ScheduledOrderCharge['outcome']) => (outcome = o),
  };
}

describe('running due automatic top-ups', () => {
  it('charges the due period once with its key, whatever runs it how often', async () => {
    const { service, schedules, charged } = setUp();
    schedules.add(schedule());
    await Promise.all([service.runDue(due), service.runDue(due)]);
    await service.runDue(due);
    expect(charged).toEqual([{ orderId: 'order-1', key: 'autotopup-s1-1' }]);
    expect(schedules.runsFor('s1').map((r) => [r.period, r.state])).toEqual([[1, 'paid']]);
    expect(schedules.schedules.get('s1')).toMatchObject({ nextPeriod: 2 });
  });

  it('nothing before the due time', async () => {
    const { service, schedules, charged } = setUp();
    schedules.add(schedule());
    await service.runDue(new Date(due.getTime() - 2000));
    expect(charged).toEqual([]);
  });

  it('a run whose process died is retried after its lease with the same order and key', async () => {
    const { service, schedules, charged } = setUp();
    schedules.add(schedule());
    // Claimed and its order opened, then the process died before charging.
    const run = await schedules.claimDue('s1', due, 120_000, (s) => advance(s, DAY));
    await schedules.attachOrder(run!, 'order-from-the-dead');
    expect(await service.runDue(due)).toMatchObject({ claimed: 0, retried: 0 });
    const later = new Date(due.getTime() + 121_000);
    expect(await service.runDue(later)).toMatchObject({ retried: 1, paid: 1 });
    expect(charged).toEqual([{ orderId: 'order-from-the-dead', key: 'autotopup-s1-1' }]);
  });

  it('a fault leaves the run charging, to be taken again', async () => {
    const s = setUp();
    s.schedules.add(schedule());
    (s.service as unknown as { charges: { charge: () => never } }).charges.charge = () => {
      throw new Error('Stripe could not charge a saved card: 500');
    };
    expect(await s.service.runDue(due)).toMatchObject({ claimed: 1, paid: 0, failed: 0 });
    expect(s.schedules.runsFor('s1')[0].state).toBe('charging');
  });

  it('a price above the setting pauses and mails instead of charging', async () => {
    const { service, schedules, charged, mailer } = setUp(1101);
    schedules.add(schedule());
    expect(await service.runDue(due)).toMatchObject({ refused: 1 });
    expect(charged).toEqual([]);
    expect(schedules.schedules.get('s1')).toMatchObject({
      status: 'paused',
      stopReason: 'price-risen',
    });
    expect(mailer.sent[0].subject).toBe('Automatic top-up for +255754123456 paused');
    expect(mailer.sent[0].text).toContain('rose from 10.00 USD to 11.01 USD');
  });

  it('within the setting it charges', async () => {
    const { service, schedules } = setUp(1100);
    schedules.add(schedule());
    expect(await service.runDue(due)).toMatchObject({ paid: 1 });
  });

  it('a product gone pauses the schedule', async () => {
    const { service, schedules } = setUp(null);
    schedules.add(schedule());
    await service.runDue(due);
    expect(schedules.schedules.get('s1')).toMatchObject({ stopReason: 'product-gone' });
  });

  it('a declined charge mails the link to pay by hand; the second in a row pauses', async () => {
    const { service, schedules, mailer, fail } = setUp();
    schedules.add(schedule());
    fail('declined');
    await service.runDue(due);
    expect(mailer.sent[0].text).toContain('/Payment?productId=p1');
    expect(mailer.sent[0].text).toContain('We will try again at the next date');
    expect(schedules.schedules.get('s1')).toMatchObject({ status: 'active', failures: 1 });
    await service.runDue(new Date(due.getTime() + 7 * 86_400_000));
    expect(schedules.schedules.get('s1')).toMatchObject({
      status: 'paused',
      stopReason: 'payment-failed',
    });
    expect(mailer.sent[1].text).toContain('paused after two failed charges');
  });

  it('authentication required is told as such', async () => {
    const { service, schedules, mailer, fail } = setUp();
    schedules.add(schedule());
    fail('authentication-required');
    await service.runDue(due);
    expect(schedules.runsFor('s1')[0]).toMatchObject({
      state: 'failed',
      outcome: 'authentication-required',
    });
    expect(mailer.sent[0].text).toContain('your bank wants you to confirm this payment yourself');
  });

  it('no saved card: paused, nothing charged', async () => {
    const { service, schedules, cards, charged } = setUp();
    schedules.add(schedule());
    await cards.forgetCard('c1');
    await service.runDue(due);
    expect(charged).toEqual([]);
    expect(schedules.schedules.get('s1')).toMatchObject({ stopReason: 'card-removed' });
  });
});
