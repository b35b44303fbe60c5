import { DomainError } from '@shared/domain/domain-error';
import { MemoryMvmPayments } from '../testing/memory-mvm';
import { MemoryWalletCheckout } from '@shared/testing/memory-wallet-checkout';
import { ReadWalletSetupService } from './read-wallet-setup.service';
import { StartWalletPaymentService } from './start-wallet-payment.service';
import { SwitchableStoreStatus } from '@shared/testing/switchable-store-status';

const input = {
  amountCents: 12_050,
  description: 'March fee',
  payerName: 'Abebe Kebede',
  course: 'Python I',
  email: null,
  language: 'en' as const,
};

function setUp() {
  const payments = new MemoryMvmPayments();
  const wallet = new MemoryWalletCheckout();
  const store = new SwitchableStoreStatus();
  return {
    payments,
    wallet,
    store,
    service: new StartWalletPaymentService(payments, wallet, store),
  };
}

describe('starting a wallet payment', () => {
  it('records a PENDING payment and a wallet order for exactly its amount', async () => {
    const { payments, wallet, service } = setUp();
    const started = await service.start(input);
    expect(started).toMatchObject({ state: 'created', walletOrderId: 'PP1' });
    expect(started.payment).toMatchObject({
      kind: 'course',
      course: 'Python I',
      status: 'PENDING',
      provider: 'paypal',
      providerOrderId: 'PP1',
    });
    expect(wallet.requests).toEqual([
      {
        orderId: started.payment.id,
        purpose: 'mvm',
        amountCents: 12_050,
        description: 'Course payment: Python I',
      },
    ]);
    expect(payments.rows.size).toBe(1);
  });

  it('records a project type as a project payment', async () => {
    const { service } = setUp();
    const started = await service.start({ ...input, course: 'Kids IT Training' });
    expect(started.payment.kind).toBe('project');
  });

  it('fails the payment when the gateway refuses the order, with its details', async () => {
    const { wallet, service } = setUp();
    wallet.refusing = 'CANNOT_BE_ZERO_OR_NEGATIVE';
    const started = await service.start(input);
    expect(started).toMatchObject({
      state: 'refused',
      details: [{ issue: 'CANNOT_BE_ZERO_OR_NEGATIVE' }],
      debugId: 'debug-1',
    });
    expect(started.payment).toMatchObject({
      status: 'FAILED',
      failureReason: 'wallet order refused: CANNOT_BE_ZERO_OR_NEGATIVE',
    });
  });

  it('refuses while the storefront is switched off, and an unlisted course', async () => {
    const { store, payments, service } = setUp();
    await expect(service.start({ ...input, course: 'Cooking' })).rejects.toThrow(/listed/);
    store.open = false;
    await expect(service.start(input)).rejects.toEqual(new DomainError('MVM.STORE_CLOSED'));
    expect(payments.rows.size).toBe(0);
  });
});

describe('the wallet button setup', () => {
  it('answers the gateway setup while open, 503 when switched off', async () => {
    const { wallet, store } = setUp();
    const service = new ReadWalletSetupService(wallet, store);
    await expect(service.setup()).resolves.toMatchObject({ mode: 'paypal' });
    store.open = false;
    await expect(service.setup()).rejects.toEqual(new DomainError('MVM.STORE_CLOSED'));
  });
});
