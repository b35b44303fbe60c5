import type { WalletCaptureLine } from '@shared/ports/wallet-checkout.port';
import { MemoryMvmPayments, MVM_TEST_CONFIG } from '../testing/memory-mvm';
import { ConfirmMvmPaymentService } from './confirm-mvm-payment.service';
import { SettleWalletCaptureService } from './settle-wallet-capture.service';
import { MemoryMailer } from '@shared/testing/memory-mailer';

function setUp(email: string | null = null) {
  const payments = new MemoryMvmPayments();
  const mailer = new MemoryMailer();
  const service = new SettleWalletCaptureService(
    payments,
    new ConfirmMvmPaymentService(payments, mailer, MVM_TEST_CONFIG),
  );
  const payment = payments.add({ providerOrderId: 'WO-1', payerEmail: email });
  const capture = (fields: Partial<WalletCaptureLine> = {}): WalletCaptureLine => ({
    captureId: 'CAP-1',
    status: 'COMPLETED',
    amountCents: payment.amountCents,
    currency: 'USD',
    customId: payment.id,
    ...fields,
  });
  return { payments, mailer, service, payment, capture };
}

describe('settling a wallet capture', () => {
  it('confirms a COMPLETED capture that matches, once, and mails one receipt', async () => {
    const { payments, mailer, service, payment, capture } = setUp('payer@example.com');
    expect(await service.settle(payment, capture(), 'capture')).toBe('paid');
    expect(await service.settle(payment, capture(), 'reconciliation')).toBe('paid');
    expect(payments.rows.get(payment.id)).toMatchObject({ status: 'PAID', providerRef: 'CAP-1' });
    expect(payments.confirmations).toEqual([
      expect.objectContaining({ paymentId: payment.id, source: 'capture', providerRef: 'CAP-1' }),
    ]);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'payer@example.com' });
    expect(mailer.sent[0].text).toContain('Amount: 120.50 USD');
  });

  it('sends no receipt without an address, and a mail failure does not undo the payment', async () => {
    const quiet = setUp();
    expect(await quiet.service.settle(quiet.payment, quiet.capture(), 'capture')).toBe('paid');
    expect(quiet.mailer.sent).toEqual([]);

    const broken = setUp('payer@example.com');
    broken.mailer.down = true;
    expect(await broken.service.settle(broken.payment, broken.capture(), 'capture')).toBe('paid');
    expect(broken.payments.rows.get(broken.payment.id)?.status).toBe('PAID');
  });

  it.each([
    ['amount', { amountCents: 1 }],
    ['currency', { currency: 'EUR' }],
    ['custom id', { customId: 'someone-else' }],
    ['missing custom id', { customId: null }],
  ])('refuses a capture whose %s does not match, and fails the payment', async (_what, fields) => {
    const { payments, service, payment, capture } = setUp();
    expect(await service.settle(payment, capture(fields), 'capture')).toBe('mismatch');
    expect(payments.confirmations).toEqual([]);
    expect(payments.rows.get(payment.id)).toMatchObject({ status: 'FAILED', providerRef: 'CAP-1' });
  });

  it('fails a declined capture and leaves a pending one open', async () => {
    const declined = setUp();
    expect(
      await declined.service.settle(
        declined.payment,
        declined.capture({ status: 'DECLINED' }),
        'capture',
      ),
    ).toBe('failed');
    expect(declined.payments.rows.get(declined.payment.id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'capture DECLINED',
    });

    const pending = setUp();
    expect(
      await pending.service.settle(pending.payment, pending.capture({ status: 'PENDING' }), 'x'),
    ).toBe('pending');
    expect(pending.payments.rows.get(pending.payment.id)?.status).toBe('PENDING');
  });
});
