import type { Offer } from '../domain/offer';
import { CatalogChangeNotifier } from '../ports/catalog-change-notifier.port';
import { LookupResult, MobileLookup } from '../ports/mobile-lookup.port';
import { OfferRepository, PricedProduct } from '../ports/offer-repository.port';
import { OfferSyncQueue } from '../ports/offer-sync-queue.port';
import type { SyncReport } from '../services/offer-sync.service';

/** An active offer of Vodacom Tanzania, as the offers table holds it. */
export function anOffer(productId: string, changes: Partial<Offer> = {}): Offer {
  return {
    productId,
    productName: `${productId} 2,000 TZS`,
    promotionBonus: '',
    amountCents: 100,
    serviceChargeCents: 53,
    wholesaleCents: 80,
    service: 'Mobile',
    subService: 'Airtime',
    operatorId: 'op-voda',
    operatorName: 'Vodacom Tanzania',
    operatorCountry: 'Tanzania',
    countryIso3: 'TZA',
    active: true,
    whatArrives: { summary: '2,000 TZS', validity: null, benefits: [] },
    promotions: [],
    ...changes,
  };
}

/** The offers table in memory, with the SQL repository's rules (upsert by product id, lock). */
export class MemoryOffers extends OfferRepository {
  readonly offers = new Map<string, Offer & { lastSeenAt: Date }>();
  /** Another sync holds the lock. */
  locked = false;
  listReads = 0;
  versionReads = 0;
  /** The next listActive fails (the database went away). */
  failNextList = false;
  /** Called before each write; a test logs it, holds it open or throws from it. */
  onWrite: (items: PricedProduct[]) => Promise<void> | void = () => undefined;

  /** An offer already in the table, last seen long ago. */
  add(offer: Offer, lastSeenAt = new Date(0)): void {
    this.offers.set(offer.productId, { ...offer, lastSeenAt });
  }

  async upsert(items: PricedProduct[], seenAt: Date) {
    await this.onWrite(items);
    let inserted = 0;
    for (const { product: p, amountCents, serviceChargeCents, whatArrives, promotions } of items) {
      if (!this.offers.has(p.id)) inserted++;
      this.offers.set(p.id, {
        productId: p.id,
        productName: p.name,
        promotionBonus: p.promotion,
        amountCents,
        serviceChargeCents,
        wholesaleCents: p.wholesaleUsdCents,
        service: p.service,
        subService: p.subService,
        operatorId: p.operatorId,
        operatorName: p.operatorName,
        operatorCountry: p.countryName,
        countryIso3: p.countryIso3,
        active: true,
        whatArrives,
        promotions,
        lastSeenAt: seenAt,
      });
    }
    return { inserted, updated: items.length - inserted };
  }

  async deactivateNotSeenSince(seenAt: Date) {
    const stale = [...this.offers.values()].filter((o) => o.active && o.lastSeenAt < seenAt);
    for (const offer of stale) offer.active = false;
    return stale.length;
  }

  async countActive() {
    return this.active().length;
  }

  async listActive(filter: { country?: string; operator?: string }) {
    this.listReads++;
    if (this.failNextList) {
      this.failNextList = false;
      throw new Error('database unavailable');
    }
    const same = (a: string, b?: string) => b === undefined || a.toLowerCase() === b.toLowerCase();
    return this.active().filter(
      (o) => same(o.operatorCountry, filter.country) && same(o.operatorName, filter.operator),
    );
  }

  async activeVersion() {
    this.versionReads++;
    return JSON.stringify(this.active());
  }

  async findActive(productId: string) {
    return this.active().find((o) => o.productId === productId) ?? null;
  }

  async exclusively<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.locked) return null;
    this.locked = true;
    try {
      return await work();
    } finally {
      this.locked = false;
    }
  }

  private active(): Offer[] {
    return [...this.offers.values()]
      .filter((o) => o.active)
      .map(({ lastSeenAt: _seen, ...offer }) => offer);
  }
}

/** Redis pub/sub in one process: an announcement reaches every subscribed listener. */
export class MemoryChangeNotifier extends CatalogChangeNotifier {
  announced = 0;
  subscriptions = 0;
  /** The next subscribe fails (Redis unreachable). */
  failNextSubscribe = false;
  private readonly listeners: (() => void)[] = [];

  async announce() {
    this.announced++;
    for (const listener of this.listeners) listener();
  }

  async subscribe(listener: () => void) {
    this.subscriptions++;
    if (this.failNextSubscribe) {
      this.failNextSubscribe = false;
      throw new Error('Redis unreachable');
    }
    this.listeners.push(listener);
  }
}

/** A mobile lookup that answers what the test sets (an Error is thrown). */
export class ScriptedMobileLookup extends MobileLookup {
  readonly asked: string[] = [];
  constructor(public answer: LookupResult | Error) {
    super();
  }
  async lookup(mobileNumber: string) {
    this.asked.push(mobileNumber);
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }
}

/** The sync queue as the worker would answer it: a report, null (busy) or an Error (failed). */
export class ScriptedOfferSyncQueue extends OfferSyncQueue {
  requested = 0;
  readonly waits: number[] = [];
  constructor(public answer: SyncReport | null | Error) {
    super();
  }
  async request() {
    this.requested++;
  }
  async runAndWait(timeoutMs: number) {
    this.waits.push(timeoutMs);
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }
}
