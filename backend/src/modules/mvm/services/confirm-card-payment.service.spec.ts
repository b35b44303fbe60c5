import { DomainError } from '@shared/domain/domain-error';
import { MemoryMvmPayments, MVM_TEST_CONFIG } from '../testing/memory-mvm';
import { ConfirmMvmCardPaymentService } from './confirm-card-payment.service';
import { ConfirmMvmPaymentService } from './confirm-mvm-payment.service';
import { MemoryCardCheckout } from '@shared/testing/memory-card-checkout';
import { MemoryMailer } from '@shared/testing/memory-mailer';

function setUp() {
  const payments = new MemoryMvmPayments();
  const card = new MemoryCardCheckout();
  const mailer = new MemoryMailer();
  const service = new ConfirmMvmCardPaymentService(
    card,
    payments,
    new ConfirmMvmPaymentService(payments, mailer, MVM_TEST_CONFIG),
  );
  const payment = payments.add({
    provider: 'stripe',
    providerOrderId: 'cs_1',
    payerEmail: 'payer@example.com',
  });
  const paid = (fields: object = {}) =>
    card.states.set('cs_1', {
      state: 'paid',
      sessionId: 'cs_1',
      orderId: payment.id,
      purpose: 'mvm',
      paymentRef: 'pi_1',
      amountCents: payment.amountCents,
      currency: 'USD',
      ...fields,
    });
  return { payments, card, mailer, service, payment, paid };
}

describe('confirming an Mvm card payment', () => {
  it('confirms a paid session once (webhook and invoice page), one receipt', async () => {
    const { payments, mailer, service, paid } = setUp();
    paid();
    expect(await service.confirmSession('cs_1', 'webhook')).toMatchObject({
      status: 'PAID',
      providerRef: 'pi_1',
    });
    expect(await service.confirmSession('cs_1', 'invoice-page')).toMatchObject({ status: 'PAID' });
    expect(payments.confirmations.map((c) => c.source)).toEqual(['webhook']);
    expect(mailer.sent).toHaveLength(1);
  });

  it('cancels the payment of an expired session and leaves an open one pending', async () => {
    const { card, service } = setUp();
    expect(await service.confirmSession('cs_1', 'reconciliation')).toMatchObject({
      status: 'PENDING',
    });
    card.states.set('cs_1', { state: 'expired', sessionId: 'cs_1', orderId: null });
    expect(await service.confirmSession('cs_1', 'webhook')).toMatchObject({
      status: 'CANCELLED',
    });
  });

  it('answers null for a session that is no Mvm payment', async () => {
    const { service } = setUp();
    expect(await service.confirmSession('cs_other', 'webhook')).toBeNull();
  });

  it("ignores another payment's or purpose's session, refuses a wrong amount or currency", async () => {
    const { payments, service, paid } = setUp();
    paid({ purpose: 'topup' });
    expect((await service.confirmSession('cs_1', 'webhook'))?.status).toBe('PENDING');
    paid({ orderId: 'another' });
    expect((await service.confirmSession('cs_1', 'webhook'))?.status).toBe('PENDING');
    paid({ amountCents: 1 });
    await expect(service.confirmSession('cs_1', 'webhook')).rejects.toEqual(
      new DomainError('MVM.PAYMENT_MISMATCH'),
    );
    paid({ currency: 'EUR' });
    await expect(service.confirmSession('cs_1', 'webhook')).rejects.toEqual(
      new DomainError('MVM.PAYMENT_MISMATCH'),
    );
    expect(payments.confirmations).toEqual([]);
  });
});
