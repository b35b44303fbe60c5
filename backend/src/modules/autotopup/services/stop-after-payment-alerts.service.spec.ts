import { AppConfig } from '@config/app-config';
import { MemoryMailer } from '@shared/testing/memory-mailer';
import { activate } from '../domain/auto-top-up';
import { MemoryAutoTopUps, MemoryCustomerContacts } from '../testing/memory-auto-top-ups';
import { pendingSchedule } from '../testing/schedules';
import { StopAfterPaymentAlertsService } from './stop-after-payment-alerts.service';

describe('payment alerts and automatic top-ups', () => {
  it("an alert on any of the customer's orders cancels all their schedules, mailed once", async () => {
    const schedules = new MemoryAutoTopUps();
    const paidAt = new Date('2026-05-01T10:00:00Z');
    schedules.add(activate(pendingSchedule(), paidAt, { dayMs: null }));
    schedules.add(pendingSchedule({ id: 's2', firstOrderId: 'o2' }));
    schedules.add(pendingSchedule({ id: 's3', firstOrderId: 'o3', customerId: 'c2' }));
    schedules.alertedCustomers.add('c1');
    const contacts = new MemoryCustomerContacts();
    contacts.emails.set('c1', 'mum@example.com');
    const mailer = new MemoryMailer();
    const service = new StopAfterPaymentAlertsService(
      schedules,
      contacts,
      mailer,
      new AppConfig({}),
    );
    expect(await service.stop()).toBe(2);
    expect(await service.stop()).toBe(0);
    expect([...schedules.schedules.values()].map((s) => [s.id, s.status, s.stopReason])).toEqual([
      ['s1', 'cancelled', 'payment-alert'],
      ['s2', 'cancelled', 'payment-alert'],
      ['s3', 'pending', null],
    ]);
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['mum@example.com', 'Your automatic top-ups were cancelled'],
    ]);
  });
});
