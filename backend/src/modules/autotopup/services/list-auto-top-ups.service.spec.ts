import type { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import { MemoryAutoTopUps, MemorySavedCardRepository } from '../testing/memory-auto-top-ups';
import { pendingSchedule } from '../testing/schedules';
import { ListAutoTopUpsService } from './list-auto-top-ups.service';

describe("listing a customer's automatic top-ups", () => {
  it("answers the customer's own with today's price, and the card only when one is saved", async () => {
    const schedules = new MemoryAutoTopUps();
    schedules.add(pendingSchedule());
    schedules.add(pendingSchedule({ id: 's2', firstOrderId: 'o2', status: 'cancelled' }));
    schedules.add(pendingSchedule({ id: 's3', firstOrderId: 'o3', customerId: 'c2' }));
    const cards = new MemorySavedCardRepository();
    await cards.keepCustomer('c1', 'cus_1');
    const offers = {
      activeOfferFor: async () => ({ amountCents: 100, serviceChargeCents: 53 }),
    } as unknown as OfferQueryService;
    const list = await new ListAutoTopUpsService(schedules, cards, offers).list('c1');
    expect(list.schedules.map((v) => [v.schedule.id, v.nextAmountCents])).toEqual([
      ['s1', 153],
      ['s2', null],
    ]);
    expect(list.card).toBeNull();
  });
});
