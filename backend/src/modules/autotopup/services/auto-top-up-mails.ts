import type { Cents } from '@shared/domain/money';
import type { MailMessage } from '@shared/ports/mailer.port';
import { fill, mailLocale, type MailLocale } from '@shared/mail-texts/mail-texts';
import type { MailRecipient } from '../ports/customer-contacts.port';
import type { AutoTopUp, PeriodClock } from '../domain/auto-top-up';

/** Why a schedule was paused instead of charged, as the customer is told. */
export type PauseNotice =
  | { kind: 'card-removed' }
  | { kind: 'product-gone' }
  | { kind: 'price-risen'; fromCents: Cents; toCents: Cents; percent: number }
  | { kind: 'refused' };

const text = (lines: string[]) => lines.join('\n');

function every(l: MailLocale, s: AutoTopUp, clock: PeriodClock): string {
  const days = fill(l.t.autoTopUp.every, { days: l.number(s.intervalDays) });
  return clock.dayMs === null
    ? days
    : fill(l.t.autoTopUp.demoDays, { every: days, seconds: l.number(clock.dayMs / 1000) });
}

/** The reminder before each charge: what, to whom, how much, when, how to skip or cancel. */
export function reminderMail(
  s: AutoTopUp,
  to: MailRecipient,
  priceCents: Cents,
  clock: PeriodClock,
  manageUrl: string,
): MailMessage {
  const l = mailLocale(to.language);
  const t = l.t.autoTopUp;
  return {
    to: to.email,
    subject: fill(t.reminderSubject, { number: s.telenumber }),
    text: text([
      fill(t.reminderIntro, { every: every(l, s, clock) }),
      '',
      fill(t.topUp, { product: s.productName, operator: s.operatorName }),
      fill(t.recipient, { number: s.telenumber }),
      fill(t.amount, { amount: l.money(priceCents) }),
      fill(t.when, { when: l.dateTimeIn(s.nextDueAt!, s.timeZone) }),
      '',
      fill(t.reminderOutro, { url: manageUrl }),
      '',
      l.t.signature,
    ]),
  };
}

/** A charge the card refused or that needs the cardholder: pay this period by hand. */
export function chargeFailedMail(
  s: AutoTopUp,
  to: MailRecipient,
  why: 'declined' | 'authentication-required',
  paused: boolean,
  payUrl: string,
  manageUrl: string,
): MailMessage {
  const l = mailLocale(to.language);
  const t = l.t.autoTopUp;
  const reason = why === 'authentication-required' ? t.authenticationRequired : t.declined;
  return {
    to: to.email,
    subject: fill(t.failedSubject, { number: s.telenumber }),
    text: text([
      fill(t.failedIntro, { product: s.productName, number: s.telenumber, reason }),
      t.nothingTaken,
      '',
      fill(t.payByHand, { url: payUrl }),
      fill(paused ? t.pausedAfterFailures : t.tryAgain, { url: manageUrl }),
      '',
      l.t.signature,
    ]),
  };
}

function pauseReason(l: MailLocale, notice: PauseNotice): string {
  const t = l.t.autoTopUp;
  switch (notice.kind) {
    case 'card-removed':
      return t.cardRemoved;
    case 'product-gone':
      return t.productGone;
    case 'refused':
      return t.refused;
    case 'price-risen':
      return fill(t.priceRisen, {
        from: l.money(notice.fromCents),
        to: l.money(notice.toCents),
        percent: l.number(notice.percent),
      });
  }
}

/** The schedule paused instead of charging (price risen, product gone, a rule refused it). */
export function pausedMail(
  s: AutoTopUp,
  to: MailRecipient,
  notice: PauseNotice,
  manageUrl: string,
): MailMessage {
  const l = mailLocale(to.language);
  const t = l.t.autoTopUp;
  return {
    to: to.email,
    subject: fill(t.pausedSubject, { number: s.telenumber }),
    text: text([
      fill(t.pausedIntro, { product: s.productName, number: s.telenumber }),
      pauseReason(l, notice),
      '',
      fill(t.resumeOrCancel, { url: manageUrl }),
      '',
      l.t.signature,
    ]),
  };
}

/** Every schedule of the customer was cancelled after a payment alert. */
export function cancelledMail(to: MailRecipient, count: number, manageUrl: string): MailMessage {
  const l = mailLocale(to.language);
  const t = l.t.autoTopUp;
  return {
    to: to.email,
    subject: t.cancelledSubject,
    text: text([
      l.plural(count, { one: t.cancelled_one, other: t.cancelled_other }),
      t.nothingMore,
      '',
      fill(t.profile, { url: manageUrl }),
      '',
      l.t.signature,
    ]),
  };
}
