import { OrdersErrors } from './orders.errors';
import {
  isNewCustomer,
  radarSignals,
  type RiskFigures,
  type RiskLimits,
  riskRefusal,
  wantsThreeDSecure,
} from './risk-limits';

const HOUR = 60 * 60 * 1000;
const NOW = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

const LIMITS: RiskLimits = {
  newCustomerDailyCents: 5000,
  customerDailyCents: 20000,
  customerDailyTopUps: 10,
  numberDailyTopUps: 3,
  numberDailyCents: 10000,
  newNumberCents: 2500,
};

/** An established customer (a year old, deliveries done) with nothing today, a known number. */
const figures = (changes: Partial<RiskFigures> = {}): RiskFigures => ({
  accountCreatedAt: ago(365 * 24 * HOUR),
  completedOrders: 5,
  paidOrders: 5,
  paidCardOrders: 5,
  customerDay: { count: 0, cents: 0 },
  numberDay: { count: 0, cents: 0 },
  customerNumberDay: { count: 0, cents: 0 },
  knownNumber: true,
  raised: null,
  ...changes,
});

const refusal = (f: RiskFigures, cents: number) => riskRefusal(f, cents, LIMITS, NOW);

describe('risk limits', () => {
  describe('who is a new customer', () => {
    it('an account younger than 24 hours, even with a delivered top-up', () => {
      expect(isNewCustomer(figures({ accountCreatedAt: ago(24 * HOUR - 1) }), NOW)).toBe(true);
      expect(isNewCustomer(figures({ accountCreatedAt: ago(24 * HOUR) }), NOW)).toBe(false);
    });

    it('an older account without any delivered top-up', () => {
      expect(isNewCustomer(figures({ completedOrders: 0 }), NOW)).toBe(true);
      expect(isNewCustomer(figures({ completedOrders: 1 }), NOW)).toBe(false);
    });
  });

  describe('a new customer: at most 50 USD a day', () => {
    const newcomer = (cents: number) =>
      figures({ completedOrders: 0, customerDay: { count: 1, cents } });

    it('accepts an order that reaches the limit exactly, refuses one cent more', () => {
      expect(refusal(newcomer(3000), 2000)).toBeNull();
      expect(refusal(newcomer(3000), 2001)).toBe(OrdersErrors.NEW_CUSTOMER_LIMIT);
      expect(refusal(figures({ completedOrders: 0 }), 5001)).toBe(OrdersErrors.NEW_CUSTOMER_LIMIT);
    });

    it('a young account is held to it even after a delivery', () => {
      const young = figures({
        accountCreatedAt: ago(2 * HOUR),
        customerDay: { count: 1, cents: 4000 },
      });
      expect(refusal(young, 1001)).toBe(OrdersErrors.NEW_CUSTOMER_LIMIT);
      // A day later the same figures pass: only the shop's daily limit is left.
      expect(refusal({ ...young, accountCreatedAt: ago(25 * HOUR) }, 1001)).toBeNull();
    });
  });

  describe('any customer: at most 200 USD and 10 top-ups a day', () => {
    it('the amount: 200 USD exactly passes, a cent more does not', () => {
      const today = figures({ customerDay: { count: 3, cents: 18000 } });
      expect(refusal(today, 2000)).toBeNull();
      expect(refusal(today, 2001)).toBe(OrdersErrors.DAILY_AMOUNT_LIMIT);
    });

    it('the count: a tenth top-up passes, an eleventh does not', () => {
      expect(refusal(figures({ customerDay: { count: 9, cents: 900 } }), 100)).toBeNull();
      expect(refusal(figures({ customerDay: { count: 10, cents: 1000 } }), 100)).toBe(
        OrdersErrors.DAILY_TOP_UPS_LIMIT,
      );
    });
  });

  describe('one recipient number, across accounts: at most 3 top-ups and 100 USD a day', () => {
    it('a fourth top-up to the number is refused whoever pays', () => {
      expect(refusal(figures({ numberDay: { count: 2, cents: 600 } }), 300)).toBeNull();
      expect(refusal(figures({ numberDay: { count: 3, cents: 900 } }), 300)).toBe(
        OrdersErrors.NUMBER_TOP_UPS_LIMIT,
      );
    });

    it('the amount: 100 USD exactly passes, a cent more does not', () => {
      expect(refusal(figures({ numberDay: { count: 2, cents: 8000 } }), 2000)).toBeNull();
      expect(refusal(figures({ numberDay: { count: 2, cents: 8000 } }), 2001)).toBe(
        OrdersErrors.NUMBER_AMOUNT_LIMIT,
      );
    });
  });

  describe("a customer's first top-up to a number: at most 25 USD", () => {
    it('caps a number the customer never had a delivery to, counting open orders to it', () => {
      expect(refusal(figures({ knownNumber: false }), 2500)).toBeNull();
      expect(refusal(figures({ knownNumber: false }), 2501)).toBe(OrdersErrors.NEW_NUMBER_LIMIT);
      const secondTab = figures({
        knownNumber: false,
        customerNumberDay: { count: 1, cents: 2000 },
        numberDay: { count: 1, cents: 2000 },
      });
      expect(refusal(secondTab, 501)).toBe(OrdersErrors.NEW_NUMBER_LIMIT);
    });

    it('a known number takes repeats up to the other limits', () => {
      expect(refusal(figures({ knownNumber: true }), 5000)).toBeNull();
    });
  });

  describe('limits an admin raised', () => {
    const raised = { dailyCents: 50000, dailyTopUps: 20, newNumberCents: 10000 };

    it('replace the daily ones and the new-number cap, and lift the new-customer limit', () => {
      const trusted = figures({
        completedOrders: 0,
        knownNumber: false,
        customerDay: { count: 15, cents: 40000 },
        raised,
      });
      expect(refusal(trusted, 5000)).toBe(null);
      expect(refusal({ ...trusted, customerDay: { count: 20, cents: 1000 } }, 100)).toBe(
        OrdersErrors.DAILY_TOP_UPS_LIMIT,
      );
      expect(refusal(trusted, 10001)).toBe(OrdersErrors.DAILY_AMOUNT_LIMIT);
    });

    it('a field left empty keeps the default', () => {
      const partly = figures({
        customerDay: { count: 10, cents: 20000 },
        raised: { dailyCents: 50000, dailyTopUps: null, newNumberCents: null },
      });
      expect(refusal(partly, 100)).toBe(OrdersErrors.DAILY_TOP_UPS_LIMIT);
      expect(refusal({ ...partly, customerDay: { count: 5, cents: 20000 } }, 5000)).toBe(null);
    });

    it('never the per-number limits', () => {
      expect(refusal(figures({ raised, numberDay: { count: 3, cents: 300 } }), 100)).toBe(
        OrdersErrors.NUMBER_TOP_UPS_LIMIT,
      );
    });
  });

  describe('3-D Secure', () => {
    it("asks on a customer's first card purchase", () => {
      expect(wantsThreeDSecure({ paidCardOrders: 0 }, 100, 3000)).toBe(true);
      expect(wantsThreeDSecure({ paidCardOrders: 1 }, 100, 3000)).toBe(false);
    });

    it('asks above the setting, not at it', () => {
      expect(wantsThreeDSecure({ paidCardOrders: 4 }, 3000, 3000)).toBe(false);
      expect(wantsThreeDSecure({ paidCardOrders: 4 }, 3001, 3000)).toBe(true);
    });
  });

  it("Radar's signals: account age in whole days at the order's creation, number, country, paid orders", () => {
    const signals = radarSignals(
      { accountCreatedAt: ago(49 * HOUR), paidOrders: 2 },
      { createdAt: NOW, telenumber: '+255754123456', country: 'Tanzania' },
    );
    expect(signals).toEqual({
      account_age_days: '2',
      recipient_number: '+255754123456',
      recipient_country: 'Tanzania',
      paid_orders: '2',
    });
  });
});
