import { DomainError } from '@shared/domain/domain-error';
import { MemoryMvmPayments, MVM_TEST_CONFIG } from '../testing/memory-mvm';
import { ConfirmMvmCardPaymentService } from './confirm-card-payment.service';
import { ConfirmMvmPaymentService } from './confirm-mvm-payment.service';
import { ReadMvmPaymentService } from './read-payment.service';
import { MemoryCardCheckout } from '@shared/testing/memory-card-checkout';
import { MemoryMailer } from '@shared/testing/memory-mailer';

function setUp() {
  const payments = new MemoryMvmPayments();
  const card = new MemoryCardCheckout();
  const cards = new ConfirmMvmCardPaymentService(
    card,
    payments,
    new ConfirmMvmPaymentService(payments, new MemoryMailer(), MVM_TEST_CONFIG),
  );
  return { payments, card, service: new ReadMvmPaymentService(payments, cards) };
}

describe('reading a payment for the invoice page', () => {
  it('checks a pending card payment with Stripe first', async () => {
    const { payments, card, service } = setUp();
    const p = payments.add({ provider: 'stripe', providerOrderId: 'cs_1' });
    expect((await service.read(p.id)).status).toBe('PENDING');
    card.states.set('cs_1', {
      state: 'paid',
      sessionId: 'cs_1',
      orderId: p.id,
      purpose: 'mvm',
      paymentRef: 'pi_1',
      amountCents: p.amountCents,
      currency: 'USD',
    });
    expect(await service.read(p.id)).toMatchObject({ status: 'PAID', providerRef: 'pi_1' });
    expect(payments.confirmations.map((c) => c.source)).toEqual(['invoice-page']);
  });

  it('answers a wallet or settled payment as stored, and as stored when Stripe fails', async () => {
    const { payments, card, service } = setUp();
    const wallet = payments.add({ providerOrderId: 'WO-1' });
    expect(await service.read(wallet.id)).toEqual(wallet);
    const noSession = payments.add({ provider: 'stripe' });
    expect(await service.read(noSession.id)).toEqual(noSession);
    const card1 = payments.add({ provider: 'stripe', providerOrderId: 'cs_2' });
    card.retrieveSession = () => Promise.reject(new Error('Stripe down'));
    expect(await service.read(card1.id)).toEqual(card1);
  });

  it('404 for an unknown payment', async () => {
    const { service } = setUp();
    await expect(service.read('4b0c1a2e-0000-4000-8000-000000000000')).rejects.toEqual(
      new DomainError('MVM.PAYMENT_NOT_FOUND'),
    );
  });
});
