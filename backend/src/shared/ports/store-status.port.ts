/**
 * The storefront switch (configWeb, docs/specification.md#config-switch): when off, new purchases
 * (card checkout, wallet
 * orders, Mvm payments) answer 503 (maintenance).
 */
export abstract class StoreStatus {
  abstract isOpen(): Promise<boolean>;
}
