import { StoreStatus } from '../ports/store-status.port';

/** The storefront switch as a test sets it (`open`, on by default). */
export class SwitchableStoreStatus extends StoreStatus {
  open = true;

  async isOpen() {
    return this.open;
  }
}
