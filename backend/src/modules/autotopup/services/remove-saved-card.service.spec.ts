import { AppConfig } from '@config/app-config';
import { MemorySavedCards } from '@shared/testing/memory-saved-cards';
import { activate } from '../domain/auto-top-up';
import { MemoryAutoTopUps, MemorySavedCardRepository } from '../testing/memory-auto-top-ups';
import { pendingSchedule } from '../testing/schedules';
import { RemoveSavedCardService } from './remove-saved-card.service';

describe('removing the saved card', () => {
  it('detaches it at the gateway, forgets it and pauses the running schedules', async () => {
    const schedules = new MemoryAutoTopUps();
    schedules.add(activate(pendingSchedule(), new Date(), { dayMs: null }));
    const gateway = new MemorySavedCards();
    const cards = new MemorySavedCardRepository();
    cards.cards.set('c1', {
      customerId: 'c1',
      gatewayCustomerRef: 'cus_1',
      paymentMethodRef: 'pm_1',
      brand: 'visa',
      last4: '4242',
    });
    await new RemoveSavedCardService(gateway, cards, schedules, new AppConfig({})).remove('c1');
    expect(gateway.removed).toEqual(['pm_1']);
    expect(cards.cards.get('c1')).toMatchObject({
      gatewayCustomerRef: 'cus_1',
      paymentMethodRef: null,
    });
    expect(schedules.schedules.get('s1')).toMatchObject({
      status: 'paused',
      stopReason: 'card-removed',
    });
  });
});
