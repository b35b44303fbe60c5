import { OfferSource, ProviderProduct } from '../../src/modules/catalog/ports/offer-source.port';

/** A provider whose list the test edits between syncs (DT One itself is tested in test/dtone). */
export class EditableOfferSource extends OfferSource {
  items: ProviderProduct[] = [];
  /** Delay per page, to hold a sync open while another is triggered. */
  pageDelayMs = 0;

  async *products(): AsyncGenerator<{
    page: number;
    totalPages: number;
    items: ProviderProduct[];
  }> {
    const pages = Math.max(1, Math.ceil(this.items.length / 2));
    for (let page = 1; page <= pages; page++) {
      if (this.pageDelayMs) await new Promise((r) => setTimeout(r, this.pageDelayMs));
      yield { page, totalPages: pages, items: this.items.slice((page - 1) * 2, page * 2) };
    }
  }
}

export function product(id: string, over: Partial<ProviderProduct> = {}): ProviderProduct {
  return {
    id,
    name: `${id} 2,000 TZS`,
    description: '',
    service: 'Mobile',
    subService: 'Airtime',
    operatorId: 'op-voda',
    operatorName: 'Vodacom Tanzania',
    countryIso3: 'TZA',
    countryName: 'Tanzania',
    destination: { amount: '2000', unit: 'TZS' },
    retailUsdCents: 100,
    wholesaleUsdCents: 80,
    promotion: '',
    ...over,
  };
}
