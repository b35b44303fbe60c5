import { ProviderErrors } from '@shared/domain/provider-unavailable';
import { DomainError } from '@shared/domain/domain-error';
import { OrdersErrors } from '../domain/orders.errors';
import { MemoryWalletCheckout } from '@shared/testing/memory-wallet-checkout';
import { WalletClientSetupService } from './wallet-client-setup.service';
import { SwitchableStoreStatus } from '@shared/testing/switchable-store-status';

describe('the wallet client setup', () => {
  const setUp = () => {
    const wallet = new MemoryWalletCheckout();
    const store = new SwitchableStoreStatus();
    return { wallet, store, service: new WalletClientSetupService(wallet, store) };
  };

  it("answers the gateway's client id and token", async () => {
    const { service } = setUp();
    await expect(service.setup()).resolves.toEqual({
      mode: 'paypal',
      clientId: 'client-id',
      clientToken: 'client-token',
    });
  });

  it('is closed with the storefront', async () => {
    const { store, service } = setUp();
    store.open = false;
    await expect(service.setup()).rejects.toEqual(new DomainError(OrdersErrors.STORE_CLOSED));
  });

  it('lets a PayPal fault through as PROVIDER.UNAVAILABLE and lets other errors through', async () => {
    const { wallet, service } = setUp();
    wallet.down = true;
    await expect(service.setup()).rejects.toMatchObject({ code: ProviderErrors.UNAVAILABLE });
    wallet.down = false;
    jest.spyOn(wallet, 'clientSetup').mockRejectedValue(new Error('bug'));
    await expect(service.setup()).rejects.toThrow('bug');
  });
});
