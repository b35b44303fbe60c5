import { formatCents } from '@shared/domain/money';
import type { MailMessage } from '@shared/ports/mailer.port';
import type { AutoTopUp, PeriodClock } from '../domain/auto-top-up';

const when = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(d) + ` (${timeZone})`;

const every = (s: AutoTopUp, clock: PeriodClock) =>
  `every ${s.intervalDays} days${clock.dayMs === null ? '' : ` (demo days of ${clock.dayMs / 1000} s)`}`;

/** The reminder before each charge: what, to whom, how much, when, how to skip or cancel. */
export function reminderMail(
  s: AutoTopUp,
  to: string,
  priceCents: number,
  clock: PeriodClock,
  manageUrl: string,
): MailMessage {
  return {
    to,
    subject: `Automatic top-up for ${s.telenumber} coming up`,
    text: [
      `Your automatic top-up (${every(s, clock)}) is about to be charged.`,
      ``,
      `Top-up: ${s.productName} (${s.operatorName})`,
      `Recipient: ${s.telenumber}`,
      `Amount: ${formatCents(priceCents)} USD, charged to your saved card`,
      `When: ${when(s.nextDueAt!, s.timeZone)}`,
      ``,
      `Nothing to do if that is fine. To skip this one, pause or cancel: ${manageUrl}`,
      ``,
      `SelamTopup`,
    ].join('\n'),
  };
}

/** A charge the card refused or that needs the cardholder: pay this period by hand. */
export function chargeFailedMail(
  s: AutoTopUp,
  to: string,
  why: 'declined' | 'authentication-required',
  paused: boolean,
  payUrl: string,
  manageUrl: string,
): MailMessage {
  const reason =
    why === 'authentication-required'
      ? 'your bank wants you to confirm this payment yourself'
      : 'your card was declined';
  return {
    to,
    subject: `Automatic top-up for ${s.telenumber} not charged`,
    text: [
      `We could not charge your automatic top-up of ${s.productName} to ${s.telenumber}: ${reason}.`,
      `Nothing was taken and nothing was sent.`,
      ``,
      `To send this top-up now, pay it here: ${payUrl}`,
      paused
        ? `The automatic top-up is paused after two failed charges; resume it on your profile: ${manageUrl}`
        : `We will try again at the next date. Manage it on your profile: ${manageUrl}`,
      ``,
      `SelamTopup`,
    ].join('\n'),
  };
}

/** The schedule paused instead of charging (price risen, product gone, a rule refused it). */
export function pausedMail(s: AutoTopUp, to: string, why: string, manageUrl: string): MailMessage {
  return {
    to,
    subject: `Automatic top-up for ${s.telenumber} paused`,
    text: [
      `We paused your automatic top-up of ${s.productName} to ${s.telenumber} and charged nothing:`,
      why,
      ``,
      `You can resume or cancel it on your profile: ${manageUrl}`,
      ``,
      `SelamTopup`,
    ].join('\n'),
  };
}

/** Every schedule of the customer was cancelled after a payment alert. */
export function cancelledMail(to: string, count: number, manageUrl: string): MailMessage {
  return {
    to,
    subject: 'Your automatic top-ups were cancelled',
    text: [
      `Your bank reported a problem with one of your payments, so we cancelled your ${count} automatic top-up(s).`,
      `Nothing more will be charged. If you think this is a mistake, contact us.`,
      ``,
      `Your profile: ${manageUrl}`,
      ``,
      `SelamTopup`,
    ].join('\n'),
  };
}
