import { sleep } from '@selamtopup/test-kit/run';
import type { Rig } from './rig';
import type { Shopper } from './shoppers';
import { StripeWebhooks } from './webhooks';

/** A customer gives up on one order after trying this long (the API down, Redis gone…). */
const PATIENCE_MS = 90_000;

export interface Checkout {
  sessionId: string;
  telenumber: string;
}

export interface Placement {
  asked: number;
  /** Checkouts started (session ids at the Stripe stand-in). */
  checkouts: Checkout[];
  /** Sessions paid at the Stripe stand-in: each of their orders must end COMPLETED or REFUNDED. */
  paid: string[];
  /** Orders a customer could not start within PATIENCE_MS: "number: last error". */
  notPlaced: string[];
  /** The API's non-2xx answers to the customers' requests, by status (401/403: logged out). */
  statuses: Record<number, number>;
  /** Requests not answered at all (connection refused or reset, timeout). */
  unanswered: number;
}

export interface PlaceOptions {
  orders: number;
  /** One digit per drill, in the recipients' numbers (each order has a number of its own). */
  series: number;
  /** Customers shopping at once. */
  concurrency?: number;
  /** Pay each checkout at once (the webhooks go out then); false: start checkouts only. */
  pay?: boolean;
  /**
   * How many times each confirmation webhook is delivered, concurrently (3:
   * docs/decisions.md#fault-suite).
   */
  confirmations?: number;
}

/** The recipient of order `seq`: every 8th ends 000, which DT One declines (a refund follows). */
export function recipient(series: number, seq: number): string {
  const tail = seq % 8 === 7 ? '000' : String(100 + ((seq * 37) % 899));
  return `+25575${series}${String(seq).padStart(3, '0')}${tail}`;
}

/**
 * Customers buying top-ups through the API (checkout created by the real Stripe adapter at the
 * stand-in), then paying on "Stripe's page" (the stand-in) and landing on the success page while
 * Stripe delivers the webhook `confirmations` times at once. Orders are shared among the
 * shoppers in turn, each shopper buying one after the other.
 */
export function placeOrders(
  rig: Rig,
  shoppers: Shopper[],
  webhooks: StripeWebhooks,
  options: PlaceOptions,
): Ordering {
  const { orders, series, concurrency = 25, pay = true, confirmations = 3 } = options;
  const placement: Placement = {
    asked: orders,
    checkouts: [],
    paid: [],
    notPlaced: [],
    statuses: {},
    unanswered: 0,
  };
  let productId = '';
  let nextShopper = 0;
  const shop = async () => {
    while (nextShopper < shoppers.length) {
      const index = nextShopper++;
      const shopper = shoppers[index];
      for (let seq = index; seq < orders; seq += shoppers.length) {
        const telenumber = recipient(series, seq);
        const sessionId = await startCheckout(shopper, productId, telenumber, placement);
        if (!sessionId) continue;
        placement.checkouts.push({ sessionId, telenumber });
        if (!pay) continue;
        payCheckout(rig, webhooks, sessionId, confirmations);
        placement.paid.push(sessionId);
        const page = await shopper.client.successPage(sessionId).catch(() => 0);
        if (page === 0) placement.unanswered++;
        else if (page !== 200) count(placement, page);
      }
    }
  };
  const done = rig.offerId().then(async (id) => {
    productId = id;
    await Promise.all(Array.from({ length: Math.min(concurrency, shoppers.length) }, shop));
    return placement;
  });
  return { placement, done };
}

/** Orders being placed: the placement so far (drills strike on its progress), and its end. */
export interface Ordering {
  placement: Placement;
  done: Promise<Placement>;
}

/** Waits until `n` orders are paid, or the placing is over. */
export async function whenPaid(ordering: Ordering, n: number): Promise<void> {
  let over = false;
  void ordering.done.finally(() => (over = true));
  while (!over && ordering.placement.paid.length < n) await sleep(100);
}

/** The customer pays on Stripe's page; Stripe then sends checkout.session.completed. */
export function payCheckout(
  rig: Rig,
  webhooks: StripeWebhooks,
  sessionId: string,
  confirmations: number,
): void {
  rig.stripe.pay(sessionId);
  webhooks.send(sessionId, confirmations);
}

/**
 * One "Pay" click, retried as a person would while the shop is down or has forgotten the login
 * (a second click for the same offer and number gets the same order back). Null after
 * PATIENCE_MS.
 */
async function startCheckout(
  shopper: Shopper,
  productId: string,
  telenumber: string,
  placement: Placement,
): Promise<string | null> {
  const giveUpAt = Date.now() + PATIENCE_MS;
  let last = '';
  while (Date.now() < giveUpAt) {
    try {
      await shopper.ensureLoggedIn();
      const url = await shopper.client.startCheckout(productId, telenumber);
      const sessionId = /\/pay\/(cs_[^/?#]+)/.exec(url)?.[1];
      if (!sessionId) throw new Error(`checkout: no session in ${url}`);
      return sessionId;
    } catch (err) {
      last = (err as Error).message;
      const status = Number(/^(?:checkout|login [^:]+): (\d{3})/.exec(last)?.[1] ?? 0);
      if (!status) placement.unanswered++;
      else count(placement, status);
      if (status === 401 || status === 403) shopper.loggedOut();
      else if (status >= 400 && status < 500 && status !== 429) break; // a 400 is the drill's bug
      await sleep(500);
    }
  }
  placement.notPlaced.push(`${telenumber}: ${last}`);
  return null;
}

function count(placement: Placement, status: number): void {
  placement.statuses[status] = (placement.statuses[status] ?? 0) + 1;
}
