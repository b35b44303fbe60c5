import type { AutoTopUp } from '../../domain/auto-top-up';
import type { AutoTopUpRun } from '../../domain/auto-top-up-run';
import type { StoredCard } from '../../ports/saved-card-repository.port';

export class AutoTopUpResponse {
  id: string;
  productId: string;
  productName: string;
  telenumber: string;
  operatorName: string;
  /** 7, 14, 28 or 30. */
  intervalDays: number;
  /** pending (waits for the first payment), active, paused or cancelled. */
  status: string;
  /** Why it is paused or cancelled: customer, admin, price-risen, product-gone, payment-failed, refused, payment-alert, card-removed, not-paid. */
  stopReason: string | null;
  /** When the next charge is due (ISO); null before the first payment is confirmed. */
  nextDueAt: string | null;
  /** Today's total for the next charge in USD cents; null when the product is gone. */
  nextAmountCents: number | null;
  /** The total agreed to, in USD cents. */
  agreedCents: number;
  timeZone: string;
  createdAt: string;

  static of(s: AutoTopUp, nextAmountCents: number | null = null): AutoTopUpResponse {
    return {
      id: s.id,
      productId: s.productId,
      productName: s.productName,
      telenumber: s.telenumber,
      operatorName: s.operatorName,
      intervalDays: s.intervalDays,
      status: s.status,
      stopReason: s.stopReason,
      nextDueAt: s.nextDueAt?.toISOString() ?? null,
      nextAmountCents,
      agreedCents: s.agreedCents,
      timeZone: s.timeZone,
      createdAt: s.createdAt.toISOString(),
    };
  }
}

export class SavedCardResponse {
  brand: string;
  last4: string;

  static of(card: StoredCard | null): SavedCardResponse | null {
    return card?.paymentMethodRef ? { brand: card.brand ?? 'card', last4: card.last4 ?? '' } : null;
  }
}

export class AutoTopUpListResponse {
  autoTopUps: AutoTopUpResponse[];
  /** The card saved for them; null when none is saved. */
  card: SavedCardResponse | null;
}

export class StartAutoTopUpResponse {
  /** Stripe Checkout's page (the first payment, which saves the card). */
  url: string;
}

export class AutoTopUpRunResponse {
  period: number;
  /** charging, paid, failed, refused or skipped. */
  state: string;
  dueAt: string;
  orderId: string | null;
  outcome: string | null;
  detail: string | null;
  updatedAt: string;

  static of(r: AutoTopUpRun): AutoTopUpRunResponse {
    return {
      period: r.period,
      state: r.state,
      dueAt: r.dueAt.toISOString(),
      orderId: r.orderId,
      outcome: r.outcome,
      detail: r.detail,
      updatedAt: r.updatedAt.toISOString(),
    };
  }
}

export class AdminAutoTopUpResponse extends AutoTopUpResponse {
  runs: AutoTopUpRunResponse[];
}

export class AdminAutoTopUpListResponse {
  autoTopUps: AdminAutoTopUpResponse[];
}
