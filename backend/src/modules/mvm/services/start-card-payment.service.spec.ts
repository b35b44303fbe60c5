import { AppConfig } from '@config/app-config';
import { DomainError } from '@shared/domain/domain-error';
import { MemoryMvmPayments } from '../testing/memory-mvm';
import { StartCardPaymentService } from './start-card-payment.service';
import { MemoryCardCheckout } from '@shared/testing/memory-card-checkout';
import { SwitchableStoreStatus } from '@shared/testing/switchable-store-status';

const input = {
  amountCents: 50_000,
  description: 'Website & hosting',
  payerName: 'Abebe Kebede',
  course: null,
  email: 'payer@example.com',
  language: 'en' as const,
};

function setUp() {
  const payments = new MemoryMvmPayments();
  const card = new MemoryCardCheckout();
  const store = new SwitchableStoreStatus();
  const service = new StartCardPaymentService(
    payments,
    card,
    new AppConfig({ PUBLIC_URL: 'https://shop.test/' }),
    store,
  );
  return { payments, card, store, service };
}

describe('starting a card payment', () => {
  it('records a project payment and a checkout session for exactly its amount (purpose mvm)', async () => {
    const { payments, card, service } = setUp();
    const { url, paymentId } = await service.start(input);
    const payment = payments.rows.get(paymentId)!;
    expect(url).toBe(`https://pay.test/cs_${paymentId}`);
    expect(payment).toMatchObject({
      kind: 'project',
      course: null,
      provider: 'stripe',
      status: 'PENDING',
      providerOrderId: `cs_${paymentId}`,
      checkoutUrl: url,
      payerEmail: 'payer@example.com',
    });
    const shown = 'amount=500.00&description=Website+%26+hosting&payerName=Abebe+Kebede';
    expect(card.requests).toEqual([
      {
        orderId: paymentId,
        purpose: 'mvm',
        amountCents: 50_000,
        description: 'Project payment',
        successUrl: `https://shop.test/MvmProjectFeeSucess?${shown}&payment=${paymentId}`,
        cancelUrl: `https://shop.test/MvmProjectFeeSucessFailed?${shown}`,
        customerEmail: 'payer@example.com',
        expiresAt: new Date(Math.floor((payment.createdAt.getTime() + 3_600_000) / 1000) * 1000),
      },
    ]);
  });

  it('keeps the payer’s language for the receipt', async () => {
    const { payments, service } = setUp();
    const { paymentId } = await service.start({ ...input, language: 'am' });
    expect(payments.rows.get(paymentId)?.language).toBe('am');
  });

  it('keeps a named project type or course', async () => {
    const { card, payments, service } = setUp();
    const project = await service.start({
      ...input,
      course: 'Infrastructure service',
      email: null,
      language: 'en' as const,
    });
    expect(payments.rows.get(project.paymentId)?.kind).toBe('project');
    expect(card.requests[0]).toMatchObject({
      description: 'Project payment: Infrastructure service',
      customerEmail: undefined,
    });
    const course = await service.start({ ...input, course: 'DBA' });
    expect(payments.rows.get(course.paymentId)?.kind).toBe('course');
    await expect(service.start({ ...input, course: 'Cooking' })).rejects.toThrow(/listed/);
  });

  it('refuses while switched off, and a payment settled before its session is attached', async () => {
    const { store, payments, service } = setUp();
    payments.attachProviderOrder = async () => false;
    await expect(service.start(input)).rejects.toThrow(/settled before/);
    store.open = false;
    await expect(service.start(input)).rejects.toEqual(new DomainError('MVM.STORE_CLOSED'));
  });
});
