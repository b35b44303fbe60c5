// A top-up filled in from elsewhere than the home form's own steps: a saved recipient's chip, or
// "pick another amount" when the product to send again is gone
// (docs/specification.md#saved-recipients). Shared because the recipients and orders
// features start it and the catalog's home form applies it; app/ joins them.
import type { ReactNode } from 'react';

export interface TopupPrefill {
  /** Country name as the catalogue spells it; '' when unknown (found from the operator). */
  country: string;
  operator: string;
  /** International form, e.g. '+251911234567'. */
  telenumber: string;
  /** The product to preselect when it is still sold (the last one paid for to the number). */
  productId?: string | null;
}

/** What the home form's slot above the country step gets: the function that fills the form. */
export type FillTopup = (prefill: TopupPrefill) => void;
export type AboveCountrySlot = (fill: FillTopup) => ReactNode;

const STATE_KEY = 'topupPrefill';

/** Navigation state that opens the home form filled in. */
export const prefillState = (prefill: TopupPrefill) => ({ [STATE_KEY]: prefill });

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The prefill a location's state carries, or undefined; history state may hold anything. */
export function readPrefillState(state: unknown): TopupPrefill | undefined {
  if (typeof state !== 'object' || state === null || !(STATE_KEY in state)) return undefined;
  const raw = (state as Record<string, unknown>)[STATE_KEY];
  if (typeof raw !== 'object' || raw === null) return undefined;
  const fields = raw as Record<string, unknown>;
  const telenumber = text(fields.telenumber);
  const operator = text(fields.operator);
  if (!telenumber || !operator) return undefined;
  return {
    country: text(fields.country),
    operator,
    telenumber,
    productId: text(fields.productId) || null,
  };
}
