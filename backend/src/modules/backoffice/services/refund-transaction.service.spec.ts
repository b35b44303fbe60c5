import { DomainError } from '@shared/domain/domain-error';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { MemoryAuditLog } from '@modules/identity/testing/admin-fakes';
import { OrdersErrors } from '@modules/orders/domain/orders.errors';
import type { OrderActionOutcome } from '@modules/orders/services/order-action-outcome';
import type { RefundFailedOrderService } from '@modules/orders/services/refund-failed-order.service';
import { BackofficeErrors } from '../domain/backoffice.errors';
import type { OrderPage } from '../domain/order-page';
import { MemoryOrderPages } from '../testing/backoffice-fakes';
import { ReadOrderPageService } from './read-order-page.service';
import { RefundTransactionService } from './refund-transaction.service';

const admin = { id: 'a1', email: 'admin@example.com' };

/** Orders' refund of a FAILED order: refunds it unless the test says the gateway refuses. */
class ScriptedRefunds {
  readonly asked: [string, string][] = [];
  constructor(
    private readonly pages: MemoryOrderPages,
    public answer: 'refunded' | 'refund-failed' | Error,
  ) {}
  async refund(orderId: string, actor: string): Promise<OrderActionOutcome> {
    this.asked.push([orderId, actor]);
    if (this.answer instanceof Error) throw this.answer;
    if (this.answer === 'refunded') {
      const page = this.pages.pages.get(orderId)!;
      this.pages.pages.set(orderId, { ...page, status: 'REFUNDED', refundRef: 're_1' });
    }
    return this.answer;
  }
}

function setUp(answer: 'refunded' | 'refund-failed' | Error) {
  const pages = new MemoryOrderPages();
  pages.pages.set('o1', { id: 'o1', status: 'FAILED', refundRef: null } as OrderPage);
  const log = new MemoryAuditLog();
  const refunds = new ScriptedRefunds(pages, answer);
  const service = new RefundTransactionService(
    refunds as unknown as RefundFailedOrderService,
    new ReadOrderPageService(pages),
    new RecordAdminActionService(log),
  );
  return { log, refunds, service };
}

describe('refund, from the order page (money back to the customer)', () => {
  it('refunds in orders as admin:<email> and answers the page as it is after the refund', async () => {
    const { refunds, service } = setUp('refunded');
    const answer = await service.refund(admin, 'o1');
    expect(answer.outcome).toBe('refunded');
    expect(answer.order).toMatchObject({ status: 'REFUNDED', refundRef: 're_1' });
    expect(refunds.asked).toEqual([['o1', 'admin:admin@example.com']]);
  });

  it('is audited with its outcome, a refused refund too', async () => {
    const { log, service } = setUp('refund-failed');
    const answer = await service.refund(admin, 'o1');
    expect(answer).toMatchObject({ outcome: 'refund-failed', order: { status: 'FAILED' } });
    expect(log.records).toEqual([
      {
        adminId: 'a1',
        adminEmail: 'admin@example.com',
        action: 'order.refund',
        detail: 'o1: refund-failed',
      },
    ]);
  });

  it('answers 404 for an unknown order, refunding and recording nothing', async () => {
    const { refunds, log, service } = setUp('refunded');
    await expect(service.refund(admin, 'o2')).rejects.toEqual(
      new DomainError(BackofficeErrors.ORDER_NOT_FOUND),
    );
    expect(refunds.asked).toEqual([]);
    expect(log.records).toEqual([]);
  });

  it('lets orders’ refusal (409, not a failed order) through, unaudited', async () => {
    const notRefundable = new DomainError(OrdersErrors.NOT_REFUNDABLE);
    const { log, service } = setUp(notRefundable);
    await expect(service.refund(admin, 'o1')).rejects.toBe(notRefundable);
    expect(log.records).toEqual([]);
  });
});
