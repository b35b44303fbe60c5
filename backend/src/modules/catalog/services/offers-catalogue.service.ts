import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import { toOfferView } from '../domain/offer-view';
import { CatalogChangeNotifier } from '../ports/catalog-change-notifier';
import { OfferRepository } from '../ports/offer.repository';

export interface SerialisedOffers {
  etag: string;
  json: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

/** A change announcement can be missed (Redis reconnect): rebuild at least this often anyway. */
const MAX_AGE_MS = 60_000;

/**
 * The offers answer, serialised and compressed once per catalogue version and filter, then served
 * from memory. A finished sync (any process) clears it through the change notifier.
 */
@Injectable()
export class OffersCatalogueService {
  private readonly cache = new Map<string, { builtAt: number; value: Promise<SerialisedOffers> }>();
  /** Subscribed on first use, so processes that never serve offers (the worker) do not listen. */
  private listening?: Promise<void>;

  constructor(
    private readonly offers: OfferRepository,
    private readonly notifier: CatalogChangeNotifier,
  ) {}

  async get(filter: { country?: string; operator?: string }): Promise<SerialisedOffers> {
    this.listening ??= this.notifier.subscribe(() => this.cache.clear());
    await this.listening;
    const key = `${filter.country?.toLowerCase() ?? ''}|${filter.operator?.toLowerCase() ?? ''}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.builtAt < MAX_AGE_MS) return hit.value;
    const value = this.build(filter);
    this.cache.set(key, { builtAt: Date.now(), value });
    value.catch(() => this.cache.delete(key)); // never keep a failure
    return value;
  }

  private async build(filter: { country?: string; operator?: string }): Promise<SerialisedOffers> {
    const json = Buffer.from(
      JSON.stringify((await this.offers.listActive(filter)).map(toOfferView)),
    );
    const [gz, br] = await Promise.all([
      promisify(gzip)(json, { level: 9 }),
      promisify(brotliCompress)(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]);
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    return { etag, json, gzip: gz, brotli: br };
  }
}
