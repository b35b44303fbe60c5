import { DomainError } from '@shared/domain/domain-error';
import { MemoryMvmPayments, MVM_TEST_CONFIG } from '../testing/memory-mvm';
import { MemoryWalletCheckout } from '@shared/testing/memory-wallet-checkout';
import { CaptureWalletPaymentService } from './capture-wallet-payment.service';
import { ConfirmMvmPaymentService } from './confirm-mvm-payment.service';
import { SettleWalletCaptureService } from './settle-wallet-capture.service';
import { MemoryMailer } from '@shared/testing/memory-mailer';

function setUp() {
  const payments = new MemoryMvmPayments();
  const wallet = new MemoryWalletCheckout();
  const settle = new SettleWalletCaptureService(
    payments,
    new ConfirmMvmPaymentService(payments, new MemoryMailer(), MVM_TEST_CONFIG),
  );
  const service = new CaptureWalletPaymentService(payments, wallet, settle);
  const payment = payments.add({ providerOrderId: 'WO-1' });
  /** The payer approved WO-1; its capture will have this status and amount. */
  const captured = (status = 'COMPLETED', amountCents = payment.amountCents) => {
    wallet.seed('WO-1');
    wallet.approve('WO-1', { captureId: 'CAP-1', status, amountCents, customId: payment.id });
  };
  return { payments, wallet, service, payment, captured };
}

describe('capturing a wallet payment', () => {
  it('captures, confirms once and answers the capture with the payment', async () => {
    const { payments, service, payment, captured } = setUp();
    captured();
    const first = await service.capture('WO-1');
    const again = await service.capture('WO-1');
    expect(first).toMatchObject({
      state: 'captured',
      walletOrderId: 'WO-1',
      orderStatus: 'COMPLETED',
      capture: { id: 'CAP-1', status: 'COMPLETED' },
      payment: { id: payment.id, status: 'PAID', providerRef: 'CAP-1' },
    });
    expect(again).toMatchObject({ state: 'captured', payment: { status: 'PAID' } });
    expect(payments.confirmations).toHaveLength(1);
  });

  it('answers a declined capture as captured (DECLINED) and fails the payment', async () => {
    const { service, captured } = setUp();
    captured('DECLINED');
    expect(await service.capture('WO-1')).toMatchObject({
      capture: { status: 'DECLINED' },
      payment: { status: 'FAILED' },
    });
  });

  it('refuses a capture that does not match the payment', async () => {
    const { service, captured, payments, payment } = setUp();
    captured('COMPLETED', 1);
    expect(await service.capture('WO-1')).toEqual({
      state: 'refused',
      details: [
        {
          issue: 'CAPTURE_MISMATCH',
          description: 'The captured payment does not match this payment.',
        },
      ],
      debugId: null,
    });
    expect(payments.rows.get(payment.id)?.status).toBe('FAILED');
  });

  it("passes the gateway's refusal on and leaves the payment open", async () => {
    const { service, wallet, payments, payment } = setUp();
    wallet.seed('WO-1'); // not approved yet
    expect(await service.capture('WO-1')).toEqual({
      state: 'refused',
      details: [{ issue: 'ORDER_NOT_APPROVED', description: 'x' }],
      debugId: 'debug-2',
    });
    expect(payments.rows.get(payment.id)?.status).toBe('PENDING');
  });

  it('refuses an order the gateway does not know, and a cancelled payment (never captured)', async () => {
    const { service, wallet, payments, payment } = setUp();
    expect(await service.capture('WO-1')).toMatchObject({
      state: 'refused',
      details: [{ issue: 'RESOURCE_NOT_FOUND' }],
    });
    payments.rows.get(payment.id)!.status = 'CANCELLED';
    wallet.captureCalls.length = 0;
    expect(await service.capture('WO-1')).toMatchObject({
      state: 'refused',
      details: [{ issue: 'PAYMENT_CANCELLED' }],
    });
    expect(wallet.captureCalls).toEqual([]);
  });

  it('404 for an order that is no Mvm payment', async () => {
    const { service } = setUp();
    await expect(service.capture('WO-unknown')).rejects.toEqual(
      new DomainError('MVM.PAYMENT_NOT_FOUND'),
    );
  });
});
