import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import type { Offer } from '../domain/offer';
import { toOfferView } from '../domain/offer-view';
import { CatalogChangeNotifier } from '../ports/catalog-change-notifier';
import { OfferRepository } from '../ports/offer.repository';

export interface SerialisedOffers {
  etag: string;
  json: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

export interface OffersFilter {
  country?: string;
  operator?: string;
}

/** A change announcement can be missed (Redis reconnect): rebuild at least this often anyway. */
const MAX_AGE_MS = 60_000;

/**
 * One catalogue version: the active offers, read once, and the answers built from them so far.
 * Only filters that select offers get an entry, so the map is bounded by the catalogue (its
 * countries, operators and their pairs), never by what clients type (issue 10, item 4).
 */
interface Snapshot {
  builtAt: number;
  offers: Offer[];
  answers: Map<string, Promise<SerialisedOffers>>;
}

const key = (value: string | undefined) => value?.toLowerCase() ?? '';

/**
 * The offers answer, serialised and compressed once per catalogue version and filter, then served
 * from memory. A finished sync (any process) clears it through the change notifier. A filter that
 * matches nothing answers one shared empty list and stores nothing.
 */
@Injectable()
export class OffersCatalogueService {
  private snapshot?: Promise<Snapshot>;
  private readonly empty = serialise([]);
  /** Subscribed on first use, so processes that never serve offers (the worker) do not listen. */
  private listening?: Promise<void>;

  constructor(
    private readonly offers: OfferRepository,
    private readonly notifier: CatalogChangeNotifier,
  ) {}

  async get(filter: OffersFilter): Promise<SerialisedOffers> {
    // A failed subscription (Redis down) is tried again next time, not kept until a restart.
    this.listening ??= this.notifier
      .subscribe(() => (this.snapshot = undefined))
      .catch((err) => {
        this.listening = undefined;
        throw err;
      });
    await this.listening;
    const snapshot = await this.current();
    const id = `${key(filter.country)}|${key(filter.operator)}`;
    const hit = snapshot.answers.get(id);
    if (hit) return hit;
    const selected = snapshot.offers.filter(
      (o) =>
        (filter.country === undefined || key(o.operatorCountry) === key(filter.country)) &&
        (filter.operator === undefined || key(o.operatorName) === key(filter.operator)),
    );
    if (!selected.length) return this.empty;
    const value = serialise(selected);
    snapshot.answers.set(id, value);
    value.catch(() => snapshot.answers.delete(id)); // never keep a failure
    return value;
  }

  /** How many filtered answers are held in memory (tests and capacity checks read it). */
  async cachedAnswerCount(): Promise<number> {
    return this.snapshot ? (await this.snapshot).answers.size : 0;
  }

  private current(): Promise<Snapshot> {
    const held = this.snapshot;
    if (held) {
      return held.then((s) => {
        if (Date.now() - s.builtAt < MAX_AGE_MS) return s;
        if (this.snapshot === held) this.snapshot = undefined;
        return this.current();
      });
    }
    const next = this.offers
      .listActive({})
      .then((offers) => ({ builtAt: Date.now(), offers, answers: new Map() }));
    this.snapshot = next;
    next.catch(() => {
      if (this.snapshot === next) this.snapshot = undefined; // never keep a failure
    });
    return next;
  }
}

async function serialise(offers: Offer[]): Promise<SerialisedOffers> {
  const json = Buffer.from(JSON.stringify(offers.map(toOfferView)));
  const [gz, br] = await Promise.all([
    promisify(gzip)(json, { level: 9 }),
    promisify(brotliCompress)(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { etag, json, gzip: gz, brotli: br };
}
