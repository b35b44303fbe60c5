// The wrong-number check of /Payment (docs/specification.md#wrong-number-guard): the
// checkout feature leaves a place for it, the recipients feature fills it, app/ joins them.
import type { ReactNode } from 'react';
import type { Offer } from '@/api/offer';

export interface NumberCheckProps {
  /** International form, e.g. '+251911234567'. */
  phoneNumber: string;
  product: Offer;
  /** True once the number may be paid for: known to the customer, or confirmed. */
  onReadyChange: (ready: boolean) => void;
}
export type NumberCheckSlot = (props: NumberCheckProps) => ReactNode;

const STATE_KEY = 'knownNumber';

/**
 * Navigation state of a repeat (Resend in the history, Send again on a recipient): the number
 * was paid for or saved before, so /Payment does not ask again.
 */
export const KNOWN_NUMBER_STATE = { [STATE_KEY]: true } as const;

export const isKnownNumberState = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as Record<string, unknown>)[STATE_KEY] === true;

/** What the success page hands its slot after a paid top-up: the number and product paid for. */
export interface PaidTopup {
  productId: string;
  phoneNumber: string;
}
export type AfterPaymentSlot = (paid: PaidTopup) => ReactNode;
