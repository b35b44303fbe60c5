import { MemoryMvmPayments, MVM_TEST_CONFIG } from '../testing/memory-mvm';
import { ConfirmMvmPaymentService } from './confirm-mvm-payment.service';
import { MemoryMailer } from '@shared/testing/memory-mailer';

describe('confirming an Mvm payment', () => {
  const confirmation = (paymentId: string, source: string) => ({
    paymentId,
    provider: 'paypal' as const,
    providerRef: 'CAP-1',
    amountCents: 12_050,
    source,
  });

  it('confirms once: the first call wins and mails the receipt, later ones do nothing', async () => {
    const payments = new MemoryMvmPayments();
    const mailer = new MemoryMailer();
    const service = new ConfirmMvmPaymentService(payments, mailer, MVM_TEST_CONFIG);
    const payment = payments.add({ payerEmail: 'payer@example.com' });
    const results = await Promise.all([
      service.confirm(confirmation(payment.id, 'capture')),
      service.confirm(confirmation(payment.id, 'reconciliation')),
    ]);
    expect(results.map((r) => r.confirmed).sort()).toEqual([false, true]);
    expect(results[0].payment).toMatchObject({ status: 'PAID', providerRef: 'CAP-1' });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0].subject).toBe('Your payment receipt');
    expect(mailer.sent[0].text).toContain('Course: Python I');
  });

  it('writes the receipt in the language the payer paid in', async () => {
    const payments = new MemoryMvmPayments();
    const mailer = new MemoryMailer();
    const service = new ConfirmMvmPaymentService(payments, mailer, MVM_TEST_CONFIG);
    const payment = payments.add({ payerEmail: 'payer@example.com', language: 'sw' });
    await service.confirm(confirmation(payment.id, 'capture'));
    expect(mailer.sent[0].subject).toBe('Risiti ya malipo yako');
    expect(mailer.sent[0].text).toContain('Kiasi: 120.50 USD');
  });

  it("gives the payment's own id, the dialog's, and signs with the training business's name", async () => {
    const payments = new MemoryMvmPayments();
    const mailer = new MemoryMailer();
    const service = new ConfirmMvmPaymentService(payments, mailer, MVM_TEST_CONFIG);
    const payment = payments.add({ payerEmail: 'payer@example.com' });
    await service.confirm(confirmation(payment.id, 'capture'));
    expect(mailer.sent[0].text).toContain(`Transaction: ${payment.id}\n`);
    expect(mailer.sent[0].text.trimEnd().split('\n').at(-1)).toBe('Test Training Academy');
    expect(mailer.sent[0].text).not.toContain('SelamTopup');
  });

  it('turns an earlier FAILED or CANCELLED into PAID when the money arrived', async () => {
    const payments = new MemoryMvmPayments();
    const service = new ConfirmMvmPaymentService(payments, new MemoryMailer(), MVM_TEST_CONFIG);
    const payment = payments.add({ status: 'CANCELLED' });
    expect((await service.confirm(confirmation(payment.id, 'reconciliation'))).payment.status).toBe(
      'PAID',
    );
  });
});
