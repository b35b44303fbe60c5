import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import type { Offer } from '../domain/offer';
import { toOfferView } from '../domain/offer-view';
import { nextPromotionChange } from '../domain/promotions';
import { CatalogChangeNotifier } from '../ports/catalog-change-notifier.port';
import { OfferRepository } from '../ports/offer-repository.port';

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

/** A change announcement can be missed (Redis reconnect): re-read at least this often anyway. */
const MAX_AGE_MS = 60_000;

/**
 * Brotli's best quality costs ~20 s of CPU on the 2.6 MB answer of a 10k-offer catalogue (9:
 * 0.08 s, 40 % larger); small answers (the real catalogue's 37 KB) keep quality 11.
 */
const BEST_BROTLI_UP_TO_BYTES = 256 * 1024;

/**
 * One catalogue version: the active offers, read once, and the answers built from them so far.
 * Only filters that select offers get an entry, so the map is bounded by the catalogue (its
 * countries, operators and their pairs), never by what clients type
 * (docs/decisions.md#offers-cache-bounds).
 */
interface Snapshot {
  builtAt: number;
  /** The repository's version of the active offers when they were read. */
  version: string;
  offers: Offer[];
  answers: Map<string, Promise<SerialisedOffers>>;
  /** The answers built so far, for a caller that cannot wait (peekAll). */
  built: Map<string, SerialisedOffers>;
  /**
   * When a promotion of these offers starts or ends (ms, Infinity when none): the answers are
   * built for the promotions running when they were built, so none is served past this moment
   * (docs/specification.md#promotions).
   */
  changesAt: number;
}

const changesAt = (offers: Offer[], now: number) =>
  nextPromotionChange(offers, new Date(now))?.getTime() ?? Infinity;

const key = (value: string | undefined) => value?.toLowerCase() ?? '';
/** The answers' key of the unfiltered list. */
const ALL = '|';

/**
 * The offers answer, serialised and compressed once per catalogue version and filter, then served
 * from memory. A finished sync (any process) clears it through the change notifier. A filter that
 * matches nothing answers one shared empty list and stores nothing.
 */
@Injectable()
export class OffersCatalogueService {
  private snapshot?: Promise<Snapshot>;
  /** The held version once read (undefined while none is, or after an announcement). */
  private held?: Snapshot;
  /** The periodic re-read under way, while requests keep getting the held version. */
  private refreshing?: Promise<void>;
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
      .subscribe(() => {
        this.snapshot = undefined;
        this.held = undefined;
      })
      .catch((err) => {
        this.listening = undefined;
        throw err;
      });
    await this.listening;
    const snapshot = await this.current();
    const id = `${key(filter.country)}|${key(filter.operator)}`; // ALL without filters
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
    value.then(
      (built) => snapshot.built.set(id, built),
      () => snapshot.answers.delete(id), // never keep a failure
    );
    return value;
  }

  /**
   * The answer for all offers if it is built and less than a minute old, without waiting (the
   * front door writes it before the framework sees the request). Undefined: ask `get`, which
   * builds it, or answers a version past its minute while re-reading it.
   */
  peekAll(): SerialisedOffers | undefined {
    const held = this.held;
    const now = Date.now();
    if (!held || now - held.builtAt >= MAX_AGE_MS || now >= held.changesAt) return undefined;
    return held.built.get(ALL);
  }

  /** How many filtered answers are held in memory (tests and capacity checks read it). */
  async cachedAnswerCount(): Promise<number> {
    return this.snapshot ? (await this.snapshot).answers.size : 0;
  }

  /**
   * The held version; once it is older than MAX_AGE_MS it is still answered while one re-read
   * runs behind it (no request waits for a periodic check), and a re-read that finds the same
   * offers keeps the serialised answers. A change announcement drops the version at once.
   */
  private current(): Promise<Snapshot> {
    const held = this.snapshot;
    if (!held) return this.read();
    return held.then((s) => {
      if (Date.now() >= s.changesAt) {
        // A promotion started or ended: these answers are wrong now, not merely old.
        if (this.snapshot === held) {
          this.snapshot = undefined;
          this.held = undefined;
        }
        return this.current();
      }
      if (Date.now() - s.builtAt >= MAX_AGE_MS) this.refresh(held, s);
      return s;
    });
  }

  private read(): Promise<Snapshot> {
    // The version first: a change between the two reads makes the next check read again.
    const next = this.offers.activeVersion().then(async (version): Promise<Snapshot> => {
      const offers = await this.offers.listActive({});
      const builtAt = Date.now();
      return {
        builtAt,
        version,
        offers,
        answers: new Map(),
        built: new Map(),
        changesAt: changesAt(offers, builtAt),
      };
    });
    this.snapshot = next;
    void next.then(
      (s) => {
        if (this.snapshot === next) this.held = s;
      },
      () => undefined,
    );
    next.catch(() => {
      if (this.snapshot === next) this.snapshot = undefined; // never keep a failure
    });
    return next;
  }

  private refresh(held: Promise<Snapshot>, stale: Snapshot): void {
    if (this.refreshing) return;
    // PostgreSQL compares (a digest of every active offer): reading and comparing 10k offers
    // here held the event loop long enough to show in the answers' p99.
    this.refreshing = this.offers
      .activeVersion()
      .then(async (version) => {
        const same = version === stale.version;
        const offers = same ? stale.offers : await this.offers.listActive({});
        if (this.snapshot !== held) return; // dropped by an announcement meanwhile
        const answers = same ? stale.answers : new Map<string, Promise<SerialisedOffers>>();
        const built = same ? stale.built : new Map<string, SerialisedOffers>();
        const builtAt = Date.now();
        const next = changesAt(offers, builtAt);
        // Same offers, but a promotion boundary passed since they were built: build again.
        const keep = same && next === stale.changesAt;
        this.held = {
          builtAt,
          version,
          offers,
          answers: keep ? answers : new Map(),
          built: keep ? built : new Map(),
          changesAt: next,
        };
        this.snapshot = Promise.resolve(this.held);
      })
      .catch(() => undefined) // the held version stays; the next request tries again
      .finally(() => (this.refreshing = undefined));
  }
}

async function serialise(offers: Offer[]): Promise<SerialisedOffers> {
  const now = new Date(Date.now());
  const json = Buffer.from(JSON.stringify(offers.map((o) => toOfferView(o, now))));
  const [gz, br] = await Promise.all([
    promisify(gzip)(json, { level: 9 }),
    promisify(brotliCompress)(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: json.length <= BEST_BROTLI_UP_TO_BYTES ? 11 : 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  ]);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { etag, json, gzip: gz, brotli: br };
}
