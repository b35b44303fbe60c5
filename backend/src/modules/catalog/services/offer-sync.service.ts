import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { priceOf } from '../domain/pricing';
import { notEnded, OfferPromotion } from '../domain/promotions';
import { uncollectedFields } from '../domain/required-fields';
import { describeWhatArrives } from '../domain/what-arrives';
import { CatalogChangeNotifier } from '../ports/catalog-change-notifier.port';
import { OfferSource, ProviderProduct } from '../ports/offer-source.port';
import { OfferRepository, PricedProduct } from '../ports/offer-repository.port';

export interface SyncReport {
  inserted: number;
  updated: number;
  deactivated: number;
  skipped: number;
  /** Of `skipped`: products wanting fields we do not collect (sender's name, account number…). */
  needingFields?: number;
}

/**
 * Brings the offers table in line with the provider: upserts what it lists, deactivates what
 * vanished. One sync at a time across all workers (a database lock), progress reported per page.
 */
@Injectable()
export class OfferSyncService {
  private readonly logger = new Logger(OfferSyncService.name);

  constructor(
    private readonly source: OfferSource,
    private readonly offers: OfferRepository,
    private readonly notifier: CatalogChangeNotifier,
    private readonly config: AppConfig,
  ) {}

  /** Null when another sync is running. */
  sync(
    onProgress: (percent: number) => Promise<void> | void = () => undefined,
  ): Promise<SyncReport | null> {
    return this.offers.exclusively(() => this.run(onProgress));
  }

  private async run(onProgress: (percent: number) => Promise<void> | void): Promise<SyncReport> {
    const env = this.config.env;
    const rules = {
      markupPercent: env.PRICING_MARKUP_PERCENT,
      feeFixedCents: env.PRICING_FEE_FIXED_CENTS,
      feePercent: env.PRICING_FEE_PERCENT,
    };
    const startedAt = new Date();
    const report: SyncReport = { inserted: 0, updated: 0, deactivated: 0, skipped: 0 };
    const promotionsOf = await this.promotionsByProduct(startedAt);
    const pages = this.source.products(this.config.env.DTONE_COUNTRIES);
    // DT One's next page is fetched while this one is written: the sync takes about the longer
    // of the two instead of their sum. When a write fails, no more pages are asked for.
    let next = pages.next();
    try {
      for (let result = await next; !result.done; result = await next) {
        const page = result.value;
        next = pages.next();
        next.catch(() => undefined); // seen when awaited; not an unhandled rejection meanwhile
        const priced: PricedProduct[] = [];
        for (const product of page.items) {
          // Never sold and then refused: DT One would refuse it after the customer paid.
          if (uncollectedFields(product.requiredFields).length) {
            report.skipped++;
            report.needingFields = (report.needingFields ?? 0) + 1;
            continue;
          }
          const price = priceOf(product, rules);
          if (!price) {
            report.skipped++;
            continue;
          }
          priced.push({
            product,
            ...price,
            whatArrives: describeWhatArrives(product),
            promotions: mergedPromotions(product, promotionsOf.get(product.id) ?? [], startedAt),
          });
        }
        const counts = await this.offers.upsert(priced, startedAt);
        report.inserted += counts.inserted;
        report.updated += counts.updated;
        await onProgress(Math.round((page.page / Math.max(page.totalPages, 1)) * 95));
      }
    } catch (err) {
      await next.catch(() => undefined);
      await pages.return(undefined);
      throw err;
    }
    report.deactivated = await this.offers.deactivateNotSeenSince(startedAt);
    await this.notifier.announce();
    await onProgress(100);
    this.logger.log(`Offer sync: ${JSON.stringify(report)}`);
    return report;
  }

  /**
   * DT One's GET /promotions by product id. Promotions are an extra: when the call fails, the
   * sync goes on with the promotions the products carry themselves.
   */
  private async promotionsByProduct(now: Date): Promise<Map<string, OfferPromotion[]>> {
    const byProduct = new Map<string, OfferPromotion[]>();
    try {
      for (const { productIds, ...promotion } of await this.source.promotions(
        this.config.env.DTONE_COUNTRIES,
        now,
      )) {
        for (const id of productIds) byProduct.set(id, [...(byProduct.get(id) ?? []), promotion]);
      }
    } catch (err) {
      this.logger.warn(`Offer sync without GET /promotions: ${(err as Error).message}`);
    }
    return byProduct;
  }
}

/** The product's own promotions and the listed ones, each title once, none ended. */
function mergedPromotions(
  product: ProviderProduct,
  listed: OfferPromotion[],
  now: Date,
): OfferPromotion[] {
  const seen = new Set<string>();
  return notEnded([...listed, ...product.promotions], now).filter((p) => {
    const key = `${p.title}|${p.endsAt}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
