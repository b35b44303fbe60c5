import { AppConfig } from '@config/app-config';
import { MemoryMailer } from '@shared/testing/memory-mailer';
import type { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import { activate } from '../domain/auto-top-up';
import { MemoryAutoTopUps, MemoryCustomerContacts } from '../testing/memory-auto-top-ups';
import { pendingSchedule } from '../testing/schedules';
import { SendAutoTopUpRemindersService } from './send-auto-top-up-reminders.service';

const paidAt = new Date('2026-05-01T10:00:00Z');

function setUp(gone = false) {
  const schedules = new MemoryAutoTopUps();
  schedules.add(activate(pendingSchedule(), paidAt, { dayMs: null }));
  const contacts = new MemoryCustomerContacts();
  contacts.emails.set('c1', 'mum@example.com');
  const mailer = new MemoryMailer();
  const offers = {
    activeOfferFor: async () => {
      if (gone) throw new Error('gone');
      return { amountCents: 100, serviceChargeCents: 60 };
    },
  } as unknown as OfferQueryService;
  const config = new AppConfig({ PUBLIC_URL: 'https://shop.test' });
  const service = new SendAutoTopUpRemindersService(schedules, offers, contacts, mailer, config);
  return { service, mailer };
}

describe('the reminder before each charge', () => {
  it('goes once, 24 hours before: what, to whom, how much, when, where to skip or cancel', async () => {
    const { service, mailer } = setUp();
    expect(await service.remind(new Date('2026-05-07T09:59:00Z'))).toBe(0);
    expect(await service.remind(new Date('2026-05-07T10:00:00Z'))).toBe(1);
    expect(await service.remind(new Date('2026-05-07T12:00:00Z'))).toBe(0);
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({
      to: 'mum@example.com',
      subject: 'Automatic top-up for +255754123456 coming up',
    });
    expect(mail.text).toContain('Top-up: 2,000 TZS Airtime (Vodacom Tanzania)');
    expect(mail.text).toContain('Amount: 1.60 USD, charged to your saved card');
    expect(mail.text).toContain('When: Friday, 8 May 2026 at 10:00 (UTC)');
    expect(mail.text).toContain('https://shop.test/Profile#auto-top-ups');
  });

  it('not for a product gone (the run pauses and says why)', async () => {
    const { service, mailer } = setUp(true);
    await service.remind(new Date('2026-05-07T10:00:00Z'));
    expect(mailer.sent).toHaveLength(0);
  });
});
