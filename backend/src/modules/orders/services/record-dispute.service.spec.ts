import { MemoryMailer } from '@shared/testing/memory-mailer';
import type { CardPaymentAlert } from '@shared/ports/card-payment-alerts.port';
import { MemoryAuditLog } from '@modules/identity/testing/admin-fakes';
import { MemoryCustomerBlocks } from '@modules/identity/testing/memory-customer-blocks';
import { BlockCustomerService } from '@modules/identity/services/block-customer.service';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { MemoryTopUpOrders } from '../testing/memory-orders';
import { MemoryAdminContacts, MemoryOrderPaymentAlerts } from '../testing/memory-payment-alerts';
import { RecordDisputeService } from './record-dispute.service';

const dispute = (status = 'needs_response'): Extract<CardPaymentAlert, { kind: 'dispute' }> => ({
  kind: 'dispute',
  id: 'dp_1',
  paymentRef: 'pi_1',
  chargeRef: 'ch_1',
  status,
  reason: 'fraudulent',
  amountCents: 153,
});

function setUp() {
  const orders = new MemoryTopUpOrders();
  orders.add({ status: 'COMPLETED', paymentRef: 'pi_1' });
  const alerts = new MemoryOrderPaymentAlerts();
  const blocks = new MemoryCustomerBlocks(new Set(['c1']));
  const log = new MemoryAuditLog();
  const mailer = new MemoryMailer();
  const service = new RecordDisputeService(
    orders,
    alerts,
    new BlockCustomerService(blocks),
    new RecordAdminActionService(log),
    new MemoryAdminContacts(['a@selamtopup.test', 'b@selamtopup.test']),
    mailer,
  );
  return { orders, alerts, blocks, log, mailer, service };
}

describe('RecordDisputeService', () => {
  it('keeps the dispute, blocks the customer, writes history and audit, mails every admin once', async () => {
    const { orders, alerts, blocks, log, mailer, service } = setUp();
    await expect(service.handle(dispute())).resolves.toBe('handled');
    await service.handle(dispute()); // Stripe's second copy
    expect(alerts.alerts.get('dp_1')).toMatchObject({
      kind: 'dispute',
      orderId: 'o1',
      status: 'needs_response',
      reason: 'fraudulent',
      amountCents: 153,
    });
    expect(blocks.blocks.get('c1')).toMatchObject({
      by: 'stripe',
      reason: 'Dispute dp_1 (fraudulent) on order o1',
    });
    expect(orders.events.map((e) => e.detail)).toEqual([
      'dispute dp_1 opened: needs_response (fraudulent)',
    ]);
    expect(log.records).toEqual([
      {
        adminId: null,
        adminEmail: 'stripe',
        action: 'payment.dispute',
        detail: 'dispute dp_1 opened: needs_response (fraudulent), order o1',
      },
    ]);
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['a@selamtopup.test', 'Dispute on order o1'],
      ['b@selamtopup.test', 'Dispute on order o1'],
    ]);
    expect(mailer.sent[0].text).toContain('1.53 USD (fraudulent)');
    // Nothing is refunded: the order stays as it was.
    expect(orders.orders.get('o1')!.status).toBe('COMPLETED');
  });

  it('records a status change once (closed: lost), without a second mail', async () => {
    const { orders, alerts, log, mailer, service } = setUp();
    await service.handle(dispute());
    await service.handle(dispute('lost'));
    await service.handle(dispute('lost'));
    expect(alerts.alerts.get('dp_1')!.status).toBe('lost');
    expect(orders.events.map((e) => e.detail)).toEqual([
      'dispute dp_1 opened: needs_response (fraudulent)',
      'dispute dp_1: needs_response -> lost',
    ]);
    expect(log.records).toHaveLength(2);
    expect(mailer.sent).toHaveLength(2);
  });

  it('answers not-ours for a payment of no order', async () => {
    const { blocks, mailer, service } = setUp();
    await expect(service.handle({ ...dispute(), paymentRef: 'pi_x' })).resolves.toBe('not-ours');
    expect(blocks.blocks.size).toBe(0);
    expect(mailer.sent).toEqual([]);
  });
});
