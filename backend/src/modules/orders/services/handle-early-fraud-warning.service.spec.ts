import { Logger } from '@nestjs/common';
import { MemoryCardCheckout } from '@shared/testing/memory-card-checkout';
import type { CardPaymentAlert } from '@shared/ports/card-payment-alerts.port';
import { MemoryAuditLog } from '@modules/identity/testing/admin-fakes';
import { MemoryCustomerBlocks } from '@modules/identity/testing/memory-customer-blocks';
import { BlockCustomerService } from '@modules/identity/services/block-customer.service';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import type { TopUpOrder } from '../domain/top-up-order';
import { MemoryTopUpOrders } from '../testing/memory-orders';
import { MemoryOrderPaymentAlerts } from '../testing/memory-payment-alerts';
import { HandleEarlyFraudWarningService } from './handle-early-fraud-warning.service';

const warning = (
  changes: Partial<Extract<CardPaymentAlert, { kind: 'early_fraud_warning' }>> = {},
) => ({
  kind: 'early_fraud_warning' as const,
  id: 'issfr_1',
  paymentRef: 'pi_1',
  chargeRef: 'ch_1',
  fraudType: 'made_with_stolen_card',
  actionable: true,
  ...changes,
});

function setUp(order: Partial<TopUpOrder> = {}) {
  const orders = new MemoryTopUpOrders();
  orders.add({ status: 'COMPLETED', paymentRef: 'pi_1', ...order });
  const alerts = new MemoryOrderPaymentAlerts();
  const checkout = new MemoryCardCheckout();
  const blocks = new MemoryCustomerBlocks(new Set(['c1']));
  const log = new MemoryAuditLog();
  const service = new HandleEarlyFraudWarningService(
    orders,
    alerts,
    checkout,
    new BlockCustomerService(blocks),
    new RecordAdminActionService(log),
  );
  return { orders, alerts, checkout, blocks, log, service };
}

describe('HandleEarlyFraudWarningService', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('refunds a delivered order, marks it REFUNDED, blocks the customer and audits it', async () => {
    const { orders, alerts, checkout, blocks, log, service } = setUp();
    await expect(service.handle(warning())).resolves.toBe('handled');
    expect(checkout.refunds).toEqual(['pi_1']);
    expect(orders.orders.get('o1')).toMatchObject({ status: 'REFUNDED', refundRef: 're_pi_1' });
    expect(orders.events.at(-1)).toMatchObject({
      from: 'COMPLETED',
      to: 'REFUNDED',
      actor: 'stripe',
      detail: 'early fraud warning issfr_1: refund re_pi_1 (was COMPLETED)',
    });
    expect(blocks.blocks.get('c1')).toMatchObject({
      by: 'stripe',
      reason: 'Early fraud warning issfr_1 (made_with_stolen_card) on order o1',
    });
    expect(alerts.alerts.get('issfr_1')).toMatchObject({
      orderId: 'o1',
      status: 'actionable',
      handled: true,
      refundRef: 're_pi_1',
    });
    expect(log.records).toEqual([
      {
        adminId: null,
        adminEmail: 'stripe',
        action: 'payment.early_fraud_warning',
        detail:
          'issfr_1 (made_with_stolen_card) on order o1: refunded re_pi_1; customer c1 blocked',
      },
    ]);
  });

  it.each(['PAID', 'SUBMITTED', 'FAILED'] as const)(
    'refunds a %s order too (fulfilment then finds it REFUNDED)',
    async (status) => {
      const { orders, checkout, service } = setUp({ status });
      await service.handle(warning());
      expect(checkout.refunds).toEqual(['pi_1']);
      expect(orders.orders.get('o1')!.status).toBe('REFUNDED');
    },
  );

  it('refunds once and audits once however often the warning comes', async () => {
    const { orders, checkout, log, service } = setUp();
    const refund = jest.spyOn(checkout, 'refund');
    // Copies at once may both ask the gateway, always with the order's id: Stripe's idempotency
    // key (refund-<order id>) makes those one refund; the REFUNDED move happens once.
    await Promise.all([service.handle(warning()), service.handle(warning())]);
    await service.handle(warning());
    expect(new Set(refund.mock.calls.map((c) => c.join(' ')))).toEqual(new Set(['pi_1 o1']));
    expect(refund.mock.calls.length).toBeLessThanOrEqual(2);
    expect(orders.events.filter((e) => e.to === 'REFUNDED')).toHaveLength(1);
    expect(log.records).toHaveLength(1);
  });

  it('does not refund an order refunded already, but still blocks and audits', async () => {
    const { checkout, blocks, log, service } = setUp({ status: 'REFUNDED', refundRef: 're_0' });
    await service.handle(warning());
    expect(checkout.refunds).toEqual([]);
    expect(blocks.blocks.has('c1')).toBe(true);
    expect(log.records[0].detail).toContain('refunded re_0;');
  });

  it('does not refund a warning Stripe says is not actionable (refunded or disputed already)', async () => {
    const { orders, checkout, blocks, log, service } = setUp();
    await service.handle(warning({ actionable: false }));
    expect(checkout.refunds).toEqual([]);
    expect(orders.orders.get('o1')!.status).toBe('COMPLETED');
    expect(blocks.blocks.has('c1')).toBe(true);
    expect(log.records[0].detail).toContain('not refunded (not actionable)');
  });

  it('answers not-ours for a payment of no order, touching nothing', async () => {
    const { checkout, blocks, log, service } = setUp();
    await expect(service.handle(warning({ paymentRef: 'pi_other' }))).resolves.toBe('not-ours');
    expect(checkout.refunds).toEqual([]);
    expect(blocks.blocks.size).toBe(0);
    expect(log.records).toEqual([]);
  });

  it('fails when the refund fails, leaving the warning to be handled again (Stripe retries)', async () => {
    const { orders, alerts, checkout, blocks, log, service } = setUp();
    checkout.refusing = 'card_declined';
    await expect(service.handle(warning())).rejects.toThrow('refund failed: card_declined');
    expect(orders.orders.get('o1')!.status).toBe('COMPLETED');
    expect(blocks.blocks.has('c1')).toBe(true);
    expect(alerts.alerts.get('issfr_1')!.handled).toBe(false);
    expect(log.records).toEqual([]);
    checkout.refusing = null;
    await service.handle(warning());
    expect(orders.orders.get('o1')!.status).toBe('REFUNDED');
    expect(log.records).toHaveLength(1);
  });
});
