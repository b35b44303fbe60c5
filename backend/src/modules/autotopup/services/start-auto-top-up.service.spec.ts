import { DomainError } from '@shared/domain/domain-error';
import { MemorySavedCards } from '@shared/testing/memory-saved-cards';
import type { StartCardCheckoutService } from '@modules/orders/services/start-card-checkout.service';
import { AutoTopUpErrors } from '../domain/autotopup.errors';
import {
  MemoryAutoTopUps,
  MemoryCustomerContacts,
  MemorySavedCardRepository,
} from '../testing/memory-auto-top-ups';
import { StartAutoTopUpService } from './start-auto-top-up.service';

function setUp() {
  const schedules = new MemoryAutoTopUps();
  const gateway = new MemorySavedCards();
  const cards = new MemorySavedCardRepository();
  const contacts = new MemoryCustomerContacts();
  contacts.emails.set('c1', 'mum@example.com');
  const started: unknown[][] = [];
  const checkouts = {
    start: async (...args: unknown[]) => {
      started.push(args);
      return {
        url: 'https://checkout.stripe.com/c/pay/cs_1',
        orderId: 'o1',
        totalCents: 153,
        productName: '2,000 TZS Airtime',
        operatorName: 'Vodacom Tanzania',
      };
    },
  } as unknown as StartCardCheckoutService;
  const service = new StartAutoTopUpService(checkouts, gateway, cards, schedules, contacts);
  return { service, schedules, gateway, cards, started };
}

const setUpRequest = {
  productId: 'p1',
  telenumber: '+255754123456',
  intervalDays: 14 as const,
  timeZone: 'Europe/Berlin',
  consent: true,
};

describe('setting up an automatic top-up', () => {
  it('makes the gateway customer once, asks the checkout to save the card, keeps a pending schedule', async () => {
    const { service, schedules, gateway, started } = setUp();
    expect(await service.start('c1', setUpRequest)).toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_1',
    });
    await service.start('c1', setUpRequest);
    expect(gateway.customers.size).toBe(1);
    expect(started[0]).toEqual(['c1', 'p1', '+255754123456', undefined, 'cus_mem_1']);
    // A second click for the same first order keeps one schedule.
    expect([...schedules.schedules.values()]).toEqual([
      expect.objectContaining({
        status: 'pending',
        intervalDays: 14,
        timeZone: 'Europe/Berlin',
        agreedCents: 153,
        firstOrderId: 'o1',
      }),
    ]);
  });

  it('refuses without the consent, and takes an unknown time zone as UTC', async () => {
    const { service, schedules } = setUp();
    await expect(service.start('c1', { ...setUpRequest, consent: false })).rejects.toEqual(
      new DomainError(AutoTopUpErrors.CONSENT_MISSING),
    );
    await service.start('c1', { ...setUpRequest, timeZone: 'Mars/Base' });
    expect([...schedules.schedules.values()][0].timeZone).toBe('UTC');
  });
});
