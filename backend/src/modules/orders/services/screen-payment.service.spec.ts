import { MemoryTopUpOrders } from '../testing/memory-orders';
import { MemoryReviewFacts, screeningOf } from '../testing/memory-review-facts';

describe('screening a payment before fulfilment', () => {
  function setUp(env: Record<string, string> = {}) {
    const orders = new MemoryTopUpOrders();
    const facts = new MemoryReviewFacts();
    return { orders, facts, screening: screeningOf(facts, env) };
  }

  it('holds nothing for an ordinary order', async () => {
    const { orders, facts, screening } = setUp();
    const order = orders.add();
    facts.facts.set(order.id, { accountTelephone: '+12025550143' });
    await expect(screening.holdReason(order, 'US')).resolves.toBeNull();
  });

  it('reads its thresholds from the settings, defaults $50 and 3 numbers an hour', async () => {
    const { orders, facts, screening } = setUp();
    const big = orders.add({ amountCents: 4900, serviceChargeCents: 101 });
    await expect(screening.holdReason(big, null)).resolves.toBe(
      'first order of $50.01, above $50.00',
    );
    const fourth = orders.add();
    facts.facts.set(fourth.id, { numbersLastHour: 4 });
    await expect(screening.holdReason(fourth, null)).resolves.toBe(
      '4 different numbers within an hour, more than 3',
    );
    const tuned = setUp({ REVIEW_FIRST_ORDER_ABOVE_CENTS: '10000', REVIEW_NUMBERS_PER_HOUR: '5' });
    const again = tuned.orders.add({ amountCents: 4900, serviceChargeCents: 101 });
    tuned.facts.facts.set(again.id, { numbersLastHour: 4 });
    await expect(tuned.screening.holdReason(again, null)).resolves.toBeNull();
  });

  it("reviews a ranged product's order on its typed amount's price, not the range minimum", async () => {
    const { orders, screening } = setUp();
    // Checkout priced the typed 55 USD (docs/specification.md#ranged-products).
    const typed = orders.add({ sentCents: 5500, amountCents: 5990, serviceChargeCents: 230 });
    await expect(screening.holdReason(typed, null)).resolves.toBe(
      'first order of $62.20, above $50.00',
    );
  });

  it('compares the payment’s country with the account telephone’s, and joins every reason', async () => {
    const { orders, facts, screening } = setUp();
    const order = orders.add({ amountCents: 6000 });
    facts.facts.set(order.id, { accountTelephone: '+12025550143' });
    await expect(screening.holdReason(order, 'NG')).resolves.toBe(
      'first order of $60.53, above $50.00; paid from NG, account in US',
    );
    const off = setUp({ REVIEW_COUNTRY_MISMATCH: 'false' });
    const other = off.orders.add();
    off.facts.facts.set(other.id, { accountTelephone: '+12025550143' });
    await expect(off.screening.holdReason(other, 'NG')).resolves.toBeNull();
  });
});
