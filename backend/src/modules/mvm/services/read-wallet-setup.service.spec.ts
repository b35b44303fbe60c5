import { DomainError } from '../../../shared/domain/domain-error';
import { MvmErrors } from '../domain/mvm.errors';
import { ScriptedWallet } from '../testing/memory-mvm';
import { ReadWalletSetupService } from './read-wallet-setup.service';
import { SwitchableStoreStatus } from '../../../shared/testing/switchable-store-status';

describe('the wallet button’s setup for the payment popup', () => {
  it('answers what the wallet gateway gives while the store is open', async () => {
    const wallet = new ScriptedWallet();
    const service = new ReadWalletSetupService(wallet, new SwitchableStoreStatus());
    expect(await service.setup()).toEqual({
      mode: 'sandbox',
      clientId: null,
      clientToken: 'sandbox-token',
    });
  });

  it('refuses while the store is closed, without asking the gateway', async () => {
    const wallet = new ScriptedWallet();
    const store = new SwitchableStoreStatus();
    store.open = false;
    await expect(new ReadWalletSetupService(wallet, store).setup()).rejects.toEqual(
      new DomainError(MvmErrors.STORE_CLOSED),
    );
    expect(wallet.setupsAsked).toBe(0);
  });
});
