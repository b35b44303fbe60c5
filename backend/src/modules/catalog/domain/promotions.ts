/**
 * An operator's promotion on an offer (DT One's GET /promotions): shown as a
 * badge with its end date while it runs, and gone at its end whatever the last sync saw
 * (docs/specification.md#promotions).
 */
export interface OfferPromotion {
  title: string;
  description: string;
  /** The operator's terms, '' when none. */
  terms: string;
  /** ISO 8601; null leaves that side open. */
  startsAt: string | null;
  endsAt: string | null;
}

const time = (iso: string | null): number => (iso ? Date.parse(iso) : NaN);

/** Running at `now`: started (or no start) and not ended (or no end); an unreadable date is open. */
export function isRunning(promotion: OfferPromotion, now: Date): boolean {
  const at = now.getTime();
  return !(time(promotion.startsAt) > at) && !(time(promotion.endsAt) <= at);
}

/** The promotion to show at `now`: the running one that ends first, or null. */
export function currentPromotion(
  promotions: readonly OfferPromotion[],
  now: Date,
): OfferPromotion | null {
  const running = promotions.filter((p) => p.title.trim() && isRunning(p, now));
  running.sort((a, b) => (time(a.endsAt) || Infinity) - (time(b.endsAt) || Infinity));
  return running[0] ?? null;
}

/** Promotions still worth keeping at a sync: not yet ended (the list never grows with old ones). */
export function notEnded(promotions: readonly OfferPromotion[], now: Date): OfferPromotion[] {
  return promotions.filter((p) => !(time(p.endsAt) <= now.getTime()));
}

/**
 * The first moment after `now` at which what `currentPromotion` answers for any of `offers`
 * changes (a start or an end), or null: caches of served offers must not outlive it.
 */
export function nextPromotionChange(
  offers: readonly { promotions: readonly OfferPromotion[] }[],
  now: Date,
): Date | null {
  let next = Infinity;
  const at = now.getTime();
  for (const offer of offers) {
    for (const p of offer.promotions) {
      for (const edge of [time(p.startsAt), time(p.endsAt)]) {
        if (edge > at && edge < next) next = edge;
      }
    }
  }
  return Number.isFinite(next) ? new Date(next) : null;
}
