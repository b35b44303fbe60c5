import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { Mailer } from '@shared/ports/mailer.port';
import { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import { ChargeSavedCardService } from '@modules/orders/services/charge-saved-card.service';
import {
  advance,
  type AutoTopUp,
  chargeFailed,
  chargeKey,
  chargeSucceeded,
  priceAccepted,
  type StopReason,
} from '../domain/auto-top-up';
import type { AutoTopUpRun } from '../domain/auto-top-up-run';
import { AutoTopUpRepository } from '../ports/auto-top-up-repository.port';
import { CustomerContacts } from '../ports/customer-contacts.port';
import { SavedCardRepository } from '../ports/saved-card-repository.port';
import { chargeFailedMail, pausedMail, type PauseNotice } from './auto-top-up-mails';
import { BATCH, clockOf, payByHandUrl, profileUrl, RUN_LEASE_MS } from './auto-top-up-settings';

export interface RunSummary {
  claimed: number;
  retried: number;
  paid: number;
  failed: number;
  refused: number;
}

/**
 * Each due period exactly once (docs/decisions.md#one-run-per-period). A period is
 * claimed by writing its run row (primary key schedule + period) in the transaction that moves the
 * schedule on, so two workers, retries or a clock change never take it twice, and a period
 * claimed is never lost: a run whose process died is taken again after its lease, with the same
 * order and the same idempotency key, so Stripe answers the first charge rather than making a
 * second. Before charging: the product and today's price (a rise above the setting pauses), then
 * the order like a checkout's (risk limits, blocked customers).
 */
@Injectable()
export class RunDueAutoTopUpsService {
  private readonly logger = new Logger(RunDueAutoTopUpsService.name);

  constructor(
    private readonly schedules: AutoTopUpRepository,
    private readonly cards: SavedCardRepository,
    private readonly charges: ChargeSavedCardService,
    private readonly offers: OfferQueryService,
    private readonly contacts: CustomerContacts,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  async runDue(now = new Date()): Promise<RunSummary> {
    const clock = clockOf(this.config.env);
    const summary: RunSummary = { claimed: 0, retried: 0, paid: 0, failed: 0, refused: 0 };
    // Claimed and run one at a time: a process killed mid-pass strands one run (taken again
    // after its lease), not every period it had claimed.
    for (const id of await this.schedules.due(now, BATCH)) {
      const run = await this.schedules.claimDue(id, now, RUN_LEASE_MS, (s) => advance(s, clock));
      if (!run) continue;
      summary.claimed++;
      await this.runSafely(run, summary);
    }
    for (const run of await this.schedules.reclaimStale(now, RUN_LEASE_MS, BATCH)) {
      summary.retried++;
      await this.runSafely(run, summary);
    }
    return summary;
  }

  private async runSafely(run: AutoTopUpRun, summary: RunSummary): Promise<void> {
    try {
      const ended = await this.runPeriod(run);
      if (ended) summary[ended]++;
    } catch (err) {
      // A fault (Stripe or the database away): the run stays 'charging' and is taken again
      // after its lease, with the same order and key.
      this.logger.warn(
        `Auto top-up ${run.scheduleId} period ${run.period}: ${(err as Error).message}`,
      );
    }
  }

  private async runPeriod(run: AutoTopUpRun): Promise<'paid' | 'failed' | 'refused' | null> {
    const schedule = (await this.schedules.findById(run.scheduleId))!;
    const card = await this.cards.find(schedule.customerId);
    let orderId = run.orderId;
    if (!orderId) {
      // Nothing can have been charged for this period yet (a charge needs the run's order).
      if (schedule.status === 'cancelled' || schedule.status === 'paused') {
        return this.refuse(run, schedule, `schedule ${schedule.status}`, null);
      }
      if (!card?.paymentMethodRef) {
        return this.refuse(run, schedule, 'no saved card', 'card-removed', {
          kind: 'card-removed',
        });
      }
      const price = await this.todaysPrice(schedule);
      if (price === null) {
        return this.refuse(run, schedule, 'product gone', 'product-gone', { kind: 'product-gone' });
      }
      const maxRise = this.config.env.AUTO_TOPUP_MAX_PRICE_RISE_PERCENT;
      if (!priceAccepted(schedule.agreedCents, price, maxRise)) {
        return this.refuse(
          run,
          schedule,
          `price ${price} over ${schedule.agreedCents}`,
          'price-risen',
          {
            kind: 'price-risen',
            fromCents: schedule.agreedCents,
            toCents: price,
            percent: maxRise,
          },
        );
      }
      const opening = await this.charges.open(schedule);
      if (opening.outcome === 'refused') {
        return this.refuse(run, schedule, opening.code, 'refused', { kind: 'refused' });
      }
      orderId = await this.schedules.attachOrder(run, opening.order.id);
    }
    if (!card?.paymentMethodRef) {
      return this.refuse(run, schedule, 'no saved card', 'card-removed', { kind: 'card-removed' });
    }
    const result = await this.charges.charge(
      orderId,
      { customerRef: card.gatewayCustomerRef, paymentMethodRef: card.paymentMethodRef },
      chargeKey(schedule.id, run.period),
    );
    if (
      result.outcome === 'paid' ||
      (result.outcome === 'settled' && result.order.status !== 'CANCELLED')
    ) {
      const paymentRef = result.outcome === 'paid' ? result.paymentRef : result.order.paymentRef;
      // The receipt follows delivery, as for any paid order (FulfilOrderService).
      await this.schedules.finishRun(
        run,
        { state: 'paid', outcome: 'paid', paymentRef },
        chargeSucceeded,
      );
      return 'paid';
    }
    if (result.outcome === 'declined' || result.outcome === 'authentication-required') {
      let after: AutoTopUp | null = null;
      const ended = await this.schedules.finishRun(
        run,
        { state: 'failed', outcome: result.outcome, detail: result.reason },
        (s) => (after = chargeFailed(s)),
      );
      if (ended && after) await this.tellFailed(after, result.outcome);
      return 'failed';
    }
    // Refunded (charged after its order was cancelled) or the order cancelled: not delivered.
    await this.schedules.finishRun(
      run,
      { state: 'failed', outcome: result.outcome === 'refunded' ? 'refunded' : 'cancelled' },
      (s) => s,
    );
    return 'failed';
  }

  /** Today's total for the schedule's product and number; null when it is not offered. */
  private async todaysPrice(s: AutoTopUp): Promise<number | null> {
    try {
      const offer = await this.offers.activeOfferFor(s.productId, s.telenumber);
      if (offer.kind === 'ranged') return null;
      return offer.amountCents + offer.serviceChargeCents;
    } catch {
      return null;
    }
  }

  /** The period is not charged; with a reason the schedule pauses and the customer is told. */
  private async refuse(
    run: AutoTopUpRun,
    schedule: AutoTopUp,
    detail: string,
    pauseFor: StopReason | null,
    notice?: PauseNotice,
  ): Promise<'refused'> {
    const ended = await this.schedules.finishRun(
      run,
      { state: 'refused', outcome: pauseFor ?? 'stopped', detail },
      (s) =>
        pauseFor && s.status === 'active' ? { ...s, status: 'paused', stopReason: pauseFor } : s,
    );
    if (ended && pauseFor && notice) {
      const to = await this.contacts.recipientOf(schedule.customerId);
      if (to) await this.mailer.send(pausedMail(schedule, to, notice, profileUrl(this.config.env)));
    }
    return 'refused';
  }

  private async tellFailed(s: AutoTopUp, why: 'declined' | 'authentication-required') {
    const to = await this.contacts.recipientOf(s.customerId);
    if (!to) return;
    const env = this.config.env;
    await this.mailer.send(
      chargeFailedMail(
        s,
        to,
        why,
        s.status === 'paused',
        payByHandUrl(env, s.productId, s.telenumber),
        profileUrl(env),
      ),
    );
  }
}
