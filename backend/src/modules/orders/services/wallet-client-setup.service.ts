import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { WalletCheckout, WalletClientSetup } from '@shared/ports/wallet-checkout.port';
import { OrdersErrors } from '../domain/orders.errors';
import { StoreStatus } from '@shared/ports/store-status.port';

/** What the Payment page needs to show the wallet buttons; closed with the storefront. */
@Injectable()
export class WalletClientSetupService {
  constructor(
    private readonly wallet: WalletCheckout,
    private readonly store: StoreStatus,
  ) {}

  async setup(): Promise<WalletClientSetup> {
    if (!(await this.store.isOpen())) throw new DomainError(OrdersErrors.STORE_CLOSED);
    // A PayPal fault (WalletUnavailable) is answered 502, or 503 when PayPal rate limits us.
    return this.wallet.clientSetup();
  }
}
