import { AppConfig } from '@config/app-config';
import { DomainError } from '@shared/domain/domain-error';
import type { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import { activate, type AutoTopUp } from '../domain/auto-top-up';
import { AutoTopUpErrors } from '../domain/autotopup.errors';
import { MemoryAutoTopUps, MemorySavedCardRepository } from '../testing/memory-auto-top-ups';
import { ChangeAutoTopUpService } from './change-auto-top-up.service';

const paidAt = new Date(Date.now() - 3_600_000);
const base: AutoTopUp = {
  id: 's1',
  customerId: 'c1',
  productId: 'p1',
  productName: 'Airtime',
  telenumber: '+255754123456',
  operatorName: 'Vodacom Tanzania',
  intervalDays: 7,
  timeZone: 'UTC',
  status: 'pending',
  stopReason: null,
  agreedCents: 1000,
  firstOrderId: 'o1',
  anchorAt: null,
  lastDueAt: null,
  nextPeriod: 1,
  nextDueAt: null,
  failures: 0,
  remindedPeriod: 0,
  createdAt: paidAt,
};

function setUp(withCard = true) {
  const schedules = new MemoryAutoTopUps();
  schedules.add(activate(base, paidAt, { dayMs: null }));
  const cards = new MemorySavedCardRepository();
  if (withCard)
    cards.cards.set('c1', {
      customerId: 'c1',
      gatewayCustomerRef: 'cus_1',
      paymentMethodRef: 'pm_1',
      brand: 'visa',
      last4: '4242',
    });
  const offers = {
    activeOfferFor: async () => ({ amountCents: 1100, serviceChargeCents: 100 }),
  } as unknown as OfferQueryService;
  const config = new AppConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://x@127.0.0.1/x' });
  return { service: new ChangeAutoTopUpService(schedules, cards, offers, config), schedules };
}

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'done',
    (e: DomainError) => e.code,
  );

describe("a customer's changes to an automatic top-up", () => {
  it('skip writes the skipped period and moves to the next', async () => {
    const { service, schedules } = setUp();
    const before = schedules.schedules.get('s1')!;
    const after = await service.change('c1', 's1', { kind: 'skip' });
    expect(after.nextPeriod).toBe(2);
    expect(after.nextDueAt!.getTime() - before.nextDueAt!.getTime()).toBe(7 * 86_400_000);
    expect(schedules.runsFor('s1')).toMatchObject([{ period: 1, state: 'skipped' }]);
  });

  it("another customer's schedule answers as missing", async () => {
    const { service } = setUp();
    expect(await codeOf(service.change('c2', 's1', { kind: 'cancel' }))).toBe(
      AutoTopUpErrors.NOT_FOUND,
    );
  });

  it('resume agrees to today’s price and needs a card', async () => {
    const { service } = setUp();
    await service.change('c1', 's1', { kind: 'pause' });
    const resumed = await service.change('c1', 's1', { kind: 'resume' });
    expect(resumed).toMatchObject({ status: 'active', agreedCents: 1200 });
    const noCard = setUp(false);
    await noCard.service.change('c1', 's1', { kind: 'pause' });
    expect(await codeOf(noCard.service.change('c1', 's1', { kind: 'resume' }))).toBe(
      AutoTopUpErrors.NO_CARD,
    );
  });

  it('refusals carry their codes', async () => {
    const { service } = setUp();
    expect(await codeOf(service.change('c1', 's1', { kind: 'resume' }))).toBe(
      AutoTopUpErrors.NOT_PAUSED,
    );
    await service.change('c1', 's1', { kind: 'pause' });
    expect(await codeOf(service.change('c1', 's1', { kind: 'skip' }))).toBe(AutoTopUpErrors.PAUSED);
    await service.change('c1', 's1', { kind: 'cancel' });
    expect(await codeOf(service.change('c1', 's1', { kind: 'interval', intervalDays: 14 }))).toBe(
      AutoTopUpErrors.CANCELLED,
    );
  });
});
