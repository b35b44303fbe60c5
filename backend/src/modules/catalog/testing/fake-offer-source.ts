import { OfferSource, ProviderProduct, ProviderPromotion } from '../ports/offer-source.port';

/** A provider whose list the test edits between syncs (DT One itself is tested in test/dtone). */
export class EditableOfferSource extends OfferSource {
  items: ProviderProduct[] = [];
  /** What GET /promotions answers. */
  promotionList: ProviderPromotion[] = [];

  async promotions(): Promise<ProviderPromotion[]> {
    return this.promotionList;
  }
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

type Page = { page: number; totalPages: number; items: ProviderProduct[] };

/**
 * A provider whose pages the test lays out, writing what happens to `log` ("fetch 2" when page 2
 * is asked for, "closed" when the sync lets go of it): the sync's unit spec reads the order of
 * fetches and writes from it. `failingPage` answers that page with an error (DT One down).
 */
export class PagedOfferSource extends OfferSource {
  readonly countriesAsked: string[][] = [];
  failingPage: number | null = null;
  /** What GET /promotions answers; an Error is thrown (DT One's promotions down). */
  promotionList: ProviderPromotion[] | Error = [];
  /** What each page says the total is (DT One's header); the real count when null. */
  reportedTotalPages: number | null = null;
  /**
   * Failed pages nobody was listening for when they failed: Node reports those as unhandled
   * rejections (fatal by default) even when the sync catches them later.
   */
  unhandledPageFailures = 0;

  constructor(
    private readonly pages: ProviderProduct[][],
    readonly log: string[] = [],
  ) {
    super();
  }

  async promotions(): Promise<ProviderPromotion[]> {
    if (this.promotionList instanceof Error) throw this.promotionList;
    return this.promotionList;
  }

  products(countries: string[]): AsyncGenerator<Page> {
    const pages = this.generate(countries);
    const next = pages.next.bind(pages);
    pages.next = (...args) => this.watched(next(...args));
    return pages;
  }

  private async *generate(countries: string[]): AsyncGenerator<Page> {
    this.countriesAsked.push(countries);
    try {
      for (let page = 1; page <= this.pages.length; page++) {
        this.log.push(`fetch ${page}`);
        await new Promise((r) => setImmediate(r)); // a page takes a while to arrive
        if (page === this.failingPage) throw new Error(`DT One answered 503 for page ${page}`);
        const totalPages = this.reportedTotalPages ?? this.pages.length;
        yield { page, totalPages, items: this.pages[page - 1] };
      }
    } finally {
      this.log.push('closed');
    }
  }

  /** The page's promise, counting a failure that finds no handler attached. */
  private watched<T>(page: Promise<T>): Promise<T> {
    const answer: WatchedPromise<T> = new WatchedPromise<T>((resolve, reject) =>
      page.then(resolve, (err) => {
        if (!answer.watched) this.unhandledPageFailures++;
        reject(err);
      }),
    );
    return answer;
  }
}

/** A promise that knows whether anyone attached a handler (then, catch or await) to it. */
class WatchedPromise<T> extends Promise<T> {
  watched = false;
  static override get [Symbol.species]() {
    return Promise;
  }
  override then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    this.watched = true;
    return super.then(onFulfilled, onRejected);
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
    benefits: [],
    validity: null,
    promotions: [],
    requiredFields: {
      creditParty: [['mobile_number']],
      debitParty: [],
      sender: [],
      beneficiary: [],
      statement: [],
      additional: [],
    },
    ...over,
  };
}
