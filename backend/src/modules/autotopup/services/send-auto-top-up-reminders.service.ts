import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { Mailer } from '@shared/ports/mailer.port';
import { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import { reminderDue, reminderLeadMs } from '../domain/auto-top-up';
import { AutoTopUpRepository } from '../ports/auto-top-up-repository.port';
import { CustomerContacts } from '../ports/customer-contacts.port';
import { reminderMail } from './auto-top-up-mails';
import { BATCH, clockOf, profileUrl } from './auto-top-up-settings';

/**
 * The mail 24 hours before each charge (one minute in minute mode): what, to whom, how much
 * (today's price), when, and where to skip or cancel. Marked sent before it is queued, so a
 * crash between loses one reminder rather than sending two (docs/decisions.md#reminders-before-a-charge).
 */
@Injectable()
export class SendAutoTopUpRemindersService {
  constructor(
    private readonly schedules: AutoTopUpRepository,
    private readonly offers: OfferQueryService,
    private readonly contacts: CustomerContacts,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  async remind(now = new Date()): Promise<number> {
    const clock = clockOf(this.config.env);
    const until = new Date(now.getTime() + reminderLeadMs(clock));
    let sent = 0;
    for (const s of await this.schedules.remindable(until, BATCH)) {
      if (!reminderDue(s, now, clock)) continue;
      // A product gone is not reminded: the run pauses the schedule and says why.
      const price = await this.offers
        .activeOfferFor(s.productId, s.telenumber)
        .then((o) => o.amountCents + o.serviceChargeCents)
        .catch(() => null);
      if (price === null) continue;
      if (!(await this.schedules.markReminded(s.id, s.nextPeriod))) continue;
      const to = await this.contacts.recipientOf(s.customerId);
      if (!to) continue;
      await this.mailer.send(reminderMail(s, to, price, clock, profileUrl(this.config.env)));
      sent++;
    }
    return sent;
  }
}
