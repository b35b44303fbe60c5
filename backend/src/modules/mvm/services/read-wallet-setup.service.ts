import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { WalletCheckout, WalletClientSetup } from '@shared/ports/wallet-checkout.port';
import { MvmErrors } from '../domain/mvm.errors';
import { StoreStatus } from '@shared/ports/store-status.port';

/** What the payment popup needs for its wallet button (PayPal's SDK or the local sandbox button). */
@Injectable()
export class ReadWalletSetupService {
  constructor(
    private readonly wallet: WalletCheckout,
    private readonly store: StoreStatus,
  ) {}

  async setup(): Promise<WalletClientSetup> {
    if (!(await this.store.isOpen())) throw new DomainError(MvmErrors.STORE_CLOSED);
    return this.wallet.clientSetup();
  }
}
