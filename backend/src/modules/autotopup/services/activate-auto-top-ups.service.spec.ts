import { AppConfig } from '@config/app-config';
import { MemorySavedCards } from '@shared/testing/memory-saved-cards';
import { MemoryAutoTopUps, MemorySavedCardRepository } from '../testing/memory-auto-top-ups';
import { pendingSchedule } from '../testing/schedules';
import { ActivateAutoTopUpsService } from './activate-auto-top-ups.service';

const paidAt = new Date('2026-05-01T10:00:00Z');

function setUp() {
  const schedules = new MemoryAutoTopUps();
  const gateway = new MemorySavedCards();
  const cards = new MemorySavedCardRepository();
  cards.cards.set('c1', {
    customerId: 'c1',
    gatewayCustomerRef: 'cus_1',
    paymentMethodRef: null,
    brand: null,
    last4: null,
  });
  const service = new ActivateAutoTopUpsService(schedules, gateway, cards, new AppConfig({}));
  return { schedules, gateway, cards, service };
}

describe('starting automatic top-ups from their first payment', () => {
  it('a paid first order keeps the saved card and puts period 1 one interval later', async () => {
    const { schedules, gateway, cards, service } = setUp();
    schedules.add(pendingSchedule());
    schedules.firstOrders.set('o1', { status: 'COMPLETED', paidAt, sessionId: 'cs_1' });
    gateway.saved.set('cs_1', {
      customerRef: 'cus_1',
      paymentMethodRef: 'pm_1',
      brand: 'visa',
      last4: '4242',
    });
    expect(await service.activatePending()).toBe(1);
    expect(schedules.schedules.get('s1')).toMatchObject({
      status: 'active',
      nextPeriod: 1,
      nextDueAt: new Date('2026-05-08T10:00:00Z'),
    });
    expect(cards.cards.get('c1')).toMatchObject({ paymentMethodRef: 'pm_1', last4: '4242' });
    expect(await service.activatePending()).toBe(0);
  });

  it('waits while the first order is unpaid or held for review', async () => {
    const { schedules, service } = setUp();
    schedules.add(pendingSchedule());
    expect(await service.activatePending()).toBe(0);
    schedules.firstOrders.set('o1', { status: 'HELD_FOR_REVIEW', paidAt, sessionId: 'cs_1' });
    expect(await service.activatePending()).toBe(0);
    expect(schedules.schedules.get('s1')!.status).toBe('pending');
  });

  it('a first order never paid cancels the schedule; a payment that saved no card too', async () => {
    const { schedules, service } = setUp();
    schedules.add(pendingSchedule());
    schedules.add(pendingSchedule({ id: 's2', firstOrderId: 'o2' }));
    schedules.firstOrders.set('o1', { status: 'CANCELLED', paidAt: null, sessionId: 'cs_1' });
    schedules.firstOrders.set('o2', { status: 'PAID', paidAt, sessionId: 'cs_2' });
    await service.activatePending();
    expect(schedules.schedules.get('s1')).toMatchObject({
      status: 'cancelled',
      stopReason: 'not-paid',
    });
    expect(schedules.schedules.get('s2')).toMatchObject({
      status: 'cancelled',
      stopReason: 'card-removed',
    });
  });
});
