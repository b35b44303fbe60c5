/** The storefront switch (configWeb): when off, purchases answer 503 (maintenance). */
export abstract class StoreStatus {
  abstract isOpen(): Promise<boolean>;
}
