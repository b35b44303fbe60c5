// The "Repeat automatically" choice of /Payment (docs/specification.md#automatic-top-ups): the
// checkout feature leaves a place for it, the autotopup feature fills it, app/ joins them.
import type { ReactNode } from 'react';
import type { Offer } from '@/api/offer';

/** A repeat the customer chose: whether the consent is given, and how its checkout starts. */
export interface RepeatChosen {
  /** The consent box is ticked: the card button may start the first payment. */
  ready: boolean;
  /** Why the card button waits (the consent not given yet), said under 'Pay with'. */
  waitingFor?: string;
  /** Starts the first payment (which saves the card); answers Stripe Checkout's url. */
  start: () => Promise<{ url: string }>;
}

export interface RepeatChoiceProps {
  /** International form, e.g. '+251911234567'. */
  phoneNumber: string;
  product: Offer;
  /** Null: pay once (the ordinary checkout and the wallet). */
  onChange: (chosen: RepeatChosen | null) => void;
}
export type RepeatChoiceSlot = (props: RepeatChoiceProps) => ReactNode;
