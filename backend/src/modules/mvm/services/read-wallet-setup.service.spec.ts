import { DomainError } from '@shared/domain/domain-error';
import { MvmErrors } from '../domain/mvm.errors';
import { MemoryWalletCheckout } from '@shared/testing/memory-wallet-checkout';
import { ReadWalletSetupService } from './read-wallet-setup.service';
import { SwitchableStoreStatus } from '@shared/testing/switchable-store-status';

describe('the wallet button’s setup for the payment popup', () => {
  it('answers what the wallet gateway gives while the store is open', async () => {
    const wallet = new MemoryWalletCheckout();
    const service = new ReadWalletSetupService(wallet, new SwitchableStoreStatus());
    expect(await service.setup()).toEqual({
      mode: 'paypal',
      clientId: 'client-id',
      clientToken: 'client-token',
    });
  });

  it('refuses while the store is closed, without asking the gateway', async () => {
    const wallet = new MemoryWalletCheckout();
    const store = new SwitchableStoreStatus();
    store.open = false;
    const asked = jest.spyOn(wallet, 'clientSetup');
    await expect(new ReadWalletSetupService(wallet, store).setup()).rejects.toEqual(
      new DomainError(MvmErrors.STORE_CLOSED),
    );
    expect(asked).not.toHaveBeenCalled();
  });
});
