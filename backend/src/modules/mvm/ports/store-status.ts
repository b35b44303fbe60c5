/** The storefront switch (configWeb): when off, Mvm payments answer 503 (maintenance). */
export abstract class MvmStoreStatus {
  abstract isOpen(): Promise<boolean>;
}
