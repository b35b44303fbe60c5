import { AppConfig } from '@config/app-config';
import type { Offer } from '@modules/catalog/domain/offer';
import { MemoryOffers } from '@modules/catalog/testing/memory-catalog';
import { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import { QuoteTypedAmountService } from '@modules/catalog/services/quote-typed-amount.service';
import { MemoryCardCheckout } from '@shared/testing/memory-card-checkout';
import { MemorySavedCards } from '@shared/testing/memory-saved-cards';
import { SwitchableStoreStatus } from '@shared/testing/switchable-store-status';
import { MemoryCustomerStanding } from '../testing/memory-customer-standing';
import { MemoryFulfilmentQueue, MemoryTopUpOrders } from '../testing/memory-orders';
import { MemoryReviewFacts, screeningOf } from '../testing/memory-review-facts';
import { CancelUnpaidOrderService } from './cancel-unpaid-order.service';
import { ChargeSavedCardService } from './charge-saved-card.service';

const ETHIOPIA: Offer = {
  productId: 'eth-100',
  productName: '100 ETB Airtime',
  promotionBonus: '',
  amountCents: 250,
  serviceChargeCents: 58,
  wholesaleCents: 210,
  service: 'Mobile',
  subService: 'Airtime',
  operatorId: '1',
  operatorName: 'Ethio telecom',
  operatorCountry: 'Ethiopia',
  countryIso3: 'ETH',
  active: true,
  whatArrives: { summary: '100 ETB', validity: '30 days', benefits: [] },
  promotions: [],
};
const CARD = { customerRef: 'cus_1', paymentMethodRef: 'pm_1' };
const REQUEST = { customerId: 'c1', productId: 'eth-100', telenumber: '+251911234567' };

function setUp() {
  const offers = new MemoryOffers();
  offers.add(ETHIOPIA);
  const orders = new MemoryTopUpOrders();
  const cards = new MemorySavedCards();
  const checkout = new MemoryCardCheckout();
  const queue = new MemoryFulfilmentQueue();
  const standing = new MemoryCustomerStanding();
  const store = new SwitchableStoreStatus();
  const config = new AppConfig({});
  const service = new ChargeSavedCardService(
    new OfferQueryService(offers),
    orders,
    cards,
    checkout,
    config,
    store,
    standing,
    new QuoteTypedAmountService(new OfferQueryService(offers), config),
    screeningOf(new MemoryReviewFacts()),
    queue,
    new CancelUnpaidOrderService(orders),
  );
  return { service, orders, cards, checkout, queue, standing, store };
}

describe("charging an automatic top-up's period", () => {
  it('opens the order at today’s price, charges it once with the key and hands it to fulfilment', async () => {
    const { service, orders, cards, queue } = setUp();
    const opened = await service.open(REQUEST);
    if (opened.outcome !== 'opened') throw new Error(opened.outcome);
    expect(opened.order).toMatchObject({
      amountCents: 250,
      serviceChargeCents: 58,
      gateway: 'stripe',
    });
    const first = await service.charge(opened.order.id, CARD, 'autotopup-s1-1');
    expect(first).toMatchObject({ outcome: 'paid', order: { status: 'PAID' } });
    expect([...cards.charges.keys()]).toEqual(['autotopup-s1-1']);
    expect(queue.enqueued).toEqual([opened.order.id]);
    // A retry finds the order paid and charges nothing.
    expect(await service.charge(opened.order.id, CARD, 'autotopup-s1-1')).toMatchObject({
      outcome: 'settled',
    });
    expect(cards.charges.size).toBe(1);
    expect((await orders.findById(opened.order.id))!.status).toBe('PAID');
  });

  it('a declined card or one needing its holder cancels the order', async () => {
    const { service, orders, cards, queue } = setUp();
    cards.answer = () => 'declined';
    const opened = await service.open(REQUEST);
    if (opened.outcome !== 'opened') throw new Error(opened.outcome);
    expect(await service.charge(opened.order.id, CARD, 'k')).toMatchObject({
      outcome: 'declined',
    });
    expect((await orders.findById(opened.order.id))!.status).toBe('CANCELLED');
    expect(queue.enqueued).toEqual([]);
  });

  it('a blocked customer or a closed shop refuses the period before any charge', async () => {
    const { service, standing, store, cards } = setUp();
    standing.blocked.add('c1');
    expect(await service.open(REQUEST)).toEqual({
      outcome: 'refused',
      code: 'ORDERS.CUSTOMER_BLOCKED',
    });
    standing.blocked.clear();
    store.open = false;
    expect((await service.open(REQUEST)).outcome).toBe('refused');
    expect(cards.charges.size).toBe(0);
  });

  it('charged after its order was cancelled (a crash, then the sweep): refunded at once', async () => {
    const { service, orders, checkout } = setUp();
    const opened = await service.open(REQUEST);
    if (opened.outcome !== 'opened') throw new Error(opened.outcome);
    await new CancelUnpaidOrderService(orders).cancel(opened.order.id, 'reconciliation', 'test');
    const result = await service.charge(opened.order.id, CARD, 'autotopup-s1-2');
    expect(result).toMatchObject({ outcome: 'refunded' });
    expect(checkout.refunds).toHaveLength(1);
  });

  it('a fault of the gateway throws (the run is tried again with the same key)', async () => {
    const { service, cards } = setUp();
    const opened = await service.open(REQUEST);
    if (opened.outcome !== 'opened') throw new Error(opened.outcome);
    cards.down = true;
    await expect(service.charge(opened.order.id, CARD, 'k')).rejects.toThrow('Stripe unavailable');
  });
});
