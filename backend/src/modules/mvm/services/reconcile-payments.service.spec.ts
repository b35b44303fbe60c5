import type { WalletCaptureLine } from '@shared/ports/wallet-checkout.port';
import { MemoryMvmPayments, MVM_TEST_CONFIG } from '../testing/memory-mvm';
import { MemoryWalletCheckout } from '@shared/testing/memory-wallet-checkout';
import { ConfirmMvmCardPaymentService } from './confirm-card-payment.service';
import { ConfirmMvmPaymentService } from './confirm-mvm-payment.service';
import { ReconcileMvmPaymentsService } from './reconcile-payments.service';
import { SettleWalletCaptureService } from './settle-wallet-capture.service';
import { MemoryCardCheckout } from '@shared/testing/memory-card-checkout';
import { MemoryMailer } from '@shared/testing/memory-mailer';

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

function setUp() {
  const payments = new MemoryMvmPayments();
  const card = new MemoryCardCheckout();
  const wallet = new MemoryWalletCheckout();
  const confirm = new ConfirmMvmPaymentService(payments, new MemoryMailer(), MVM_TEST_CONFIG);
  const service = new ReconcileMvmPaymentsService(
    payments,
    new ConfirmMvmCardPaymentService(card, payments, confirm),
    wallet,
    new SettleWalletCaptureService(payments, confirm),
  );
  return { payments, card, wallet, service };
}

const line = (paymentId: string, amountCents: number): WalletCaptureLine => ({
  captureId: 'CAP-1',
  status: 'COMPLETED',
  amountCents,
  currency: 'USD',
  customId: paymentId,
});

describe('reconciling Mvm payments', () => {
  it('leaves recent payments alone', async () => {
    const { payments, service } = setUp();
    payments.add({ createdAt: ago(10_000) });
    expect(await service.reconcile(MINUTE)).toEqual({ checked: 0, paid: 0, cancelled: 0 });
  });

  it('settles card payments from Stripe: paid, expired', async () => {
    const { payments, card, service } = setUp();
    const paid = payments.add({
      provider: 'stripe',
      providerOrderId: 'cs_p',
      createdAt: ago(2 * MINUTE),
    });
    payments.add({ provider: 'stripe', providerOrderId: 'cs_e', createdAt: ago(2 * MINUTE) });
    payments.add({ provider: 'stripe', providerOrderId: 'cs_o', createdAt: ago(2 * MINUTE) });
    card.states.set('cs_p', {
      state: 'paid',
      sessionId: 'cs_p',
      orderId: paid.id,
      purpose: 'mvm',
      paymentRef: 'pi_1',
      amountCents: paid.amountCents,
      currency: 'USD',
    });
    card.states.set('cs_e', { state: 'expired', sessionId: 'cs_e', orderId: null });
    expect(await service.reconcile(MINUTE)).toEqual({ checked: 3, paid: 1, cancelled: 1 });
    expect(payments.confirmations.map((c) => c.source)).toEqual(['reconciliation']);
  });

  it('asks PayPal about wallet payments: captured, approved (captures it), voided, unknown, lapsed', async () => {
    const { payments, wallet, service } = setUp();
    const captured = payments.add({ providerOrderId: 'WO-c', createdAt: ago(2 * MINUTE) });
    const approved = payments.add({ providerOrderId: 'WO-a', createdAt: ago(2 * MINUTE) });
    const voided = payments.add({ providerOrderId: 'WO-v', createdAt: ago(2 * MINUTE) });
    const unknown = payments.add({ providerOrderId: 'WO-u', createdAt: ago(2 * MINUTE) });
    const waiting = payments.add({ providerOrderId: 'WO-w', createdAt: ago(2 * MINUTE) });
    const lapsed = payments.add({ providerOrderId: 'WO-l', createdAt: ago(181 * MINUTE) });
    wallet.seed('WO-c', 'COMPLETED', line(captured.id, captured.amountCents));
    wallet.seed('WO-a', 'APPROVED', line(approved.id, approved.amountCents));
    wallet.seed('WO-v', 'VOIDED');
    wallet.seed('WO-w', 'CREATED');
    wallet.seed('WO-l', 'CREATED');
    expect(await service.reconcile(MINUTE)).toEqual({ checked: 6, paid: 2, cancelled: 3 });
    const status = (id: string) => payments.rows.get(id)?.status;
    expect([captured, approved, voided, unknown, waiting, lapsed].map((p) => status(p.id))).toEqual(
      ['PAID', 'PAID', 'CANCELLED', 'CANCELLED', 'PENDING', 'CANCELLED'],
    );
    expect(wallet.captureCalls).toEqual(['WO-a']);
  });

  it('keeps an approved order whose capture is refused, and goes on after a failure', async () => {
    const { payments, wallet, service } = setUp();
    const refused = payments.add({ providerOrderId: 'WO-r', createdAt: ago(3 * MINUTE) });
    const broken = payments.add({ providerOrderId: 'WO-b', createdAt: ago(2 * MINUTE) });
    wallet.seed('WO-r', 'APPROVED', line(refused.id, refused.amountCents));
    wallet.refusing = 'INSTRUMENT_DECLINED';
    const getOrder = wallet.getOrder.bind(wallet);
    wallet.getOrder = (id) => (id === 'WO-b' ? Promise.reject(new Error('down')) : getOrder(id));
    expect(await service.reconcile(MINUTE)).toEqual({ checked: 2, paid: 0, cancelled: 0 });
    expect(payments.rows.get(refused.id)?.status).toBe('PENDING');
    expect(payments.rows.get(broken.id)?.status).toBe('PENDING');
  });

  it('cancels a payment whose gateway order was never made, after a grace period', async () => {
    const { payments, service } = setUp();
    const fresh = payments.add({ createdAt: ago(2 * MINUTE) });
    const old = payments.add({ provider: 'stripe', createdAt: ago(6 * MINUTE) });
    expect(await service.reconcile(MINUTE)).toMatchObject({ cancelled: 1 });
    expect(payments.rows.get(fresh.id)?.status).toBe('PENDING');
    expect(payments.rows.get(old.id)).toMatchObject({
      status: 'CANCELLED',
      failureReason: 'no gateway order was created',
    });
  });
});
