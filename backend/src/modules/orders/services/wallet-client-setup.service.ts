import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import {
  WalletCheckout,
  WalletClientSetup,
  WalletUnavailable,
} from '../../../shared/ports/wallet-checkout.port';
import { OrdersErrors } from '../domain/orders.errors';
import { StoreStatus } from '../../../shared/ports/store-status.port';

/** What the Payment page needs to show the wallet buttons; closed with the storefront. */
@Injectable()
export class WalletClientSetupService {
  constructor(
    private readonly wallet: WalletCheckout,
    private readonly store: StoreStatus,
  ) {}

  async setup(): Promise<WalletClientSetup> {
    if (!(await this.store.isOpen())) throw new DomainError(OrdersErrors.STORE_CLOSED);
    try {
      return await this.wallet.clientSetup();
    } catch (error) {
      if (error instanceof WalletUnavailable)
        throw new DomainError(OrdersErrors.WALLET_UNAVAILABLE, error.message);
      throw error;
    }
  }
}
