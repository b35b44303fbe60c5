import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { Mailer } from '@shared/ports/mailer.port';
import { change } from '../domain/auto-top-up';
import { AutoTopUpRepository } from '../ports/auto-top-up-repository.port';
import { CustomerContacts } from '../ports/customer-contacts.port';
import { cancelledMail } from './auto-top-up-mails';
import { BATCH, clockOf, profileUrl } from './auto-top-up-settings';

/**
 * An early fraud warning or a dispute on any order of a customer cancels every schedule of
 * theirs (docs/decisions.md#payment-alerts-cancel-every-schedule). Read from the
 * orders' alerts at each pass of the run job, before any period is charged.
 */
@Injectable()
export class StopAfterPaymentAlertsService {
  constructor(
    private readonly schedules: AutoTopUpRepository,
    private readonly contacts: CustomerContacts,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  async stop(now = new Date()): Promise<number> {
    const clock = clockOf(this.config.env);
    let cancelled = 0;
    for (const customerId of await this.schedules.customersWithPaymentAlerts(BATCH)) {
      let mine = 0;
      for (const s of await this.schedules.listForCustomer(customerId)) {
        if (s.status === 'cancelled') continue;
        const after = await this.schedules.update(s.id, (current) => {
          const done = change(current, { kind: 'cancel', reason: 'payment-alert' }, now, clock);
          return done.ok ? done.schedule : null;
        });
        if (after?.status === 'cancelled') mine++;
      }
      cancelled += mine;
      const to = mine ? await this.contacts.recipientOf(customerId) : null;
      if (to) await this.mailer.send(cancelledMail(to, mine, profileUrl(this.config.env)));
    }
    return cancelled;
  }
}
