import { DomainError } from '../../../shared/domain/domain-error';
import { RecordAdminActionService } from '../../identity/services/record-admin-action.service';
import { MemoryAuditLog } from '../../identity/testing/admin-fakes';
import type { CheckOrderNowService } from '../../orders/services/check-order-now.service';
import type { RefundFailedOrderService } from '../../orders/services/refund-failed-order.service';
import { BackofficeErrors } from '../domain/backoffice.errors';
import { actionsFor, OrderPage } from '../domain/order-page';
import { MemoryOrderPages } from '../testing/backoffice-fakes';
import { CheckTransactionService } from './check-transaction.service';
import { ReadOrderPageService } from './read-order-page.service';
import { RefundTransactionService } from './refund-transaction.service';

describe('the order page and its actions', () => {
  const admin = { id: 'a1', email: 'admin@example.com' };
  const page = { id: 'o1', status: 'FAILED' } as OrderPage;

  function setUp() {
    const pages = new MemoryOrderPages();
    pages.pages.set('o1', page);
    const log = new MemoryAuditLog();
    const audit = new RecordAdminActionService(log);
    const reads = new ReadOrderPageService(pages);
    const checks = { check: jest.fn(async () => 'refund-failed' as const) };
    const refunds = { refund: jest.fn(async () => 'refunded' as const) };
    return {
      log,
      reads,
      checks,
      refunds,
      check: new CheckTransactionService(checks as unknown as CheckOrderNowService, reads, audit),
      refund: new RefundTransactionService(
        refunds as unknown as RefundFailedOrderService,
        reads,
        audit,
      ),
    };
  }

  it('reads a page, 404 for an unknown order', async () => {
    const { reads } = setUp();
    expect(await reads.read('o1')).toBe(page);
    await expect(reads.read('o2')).rejects.toEqual(
      new DomainError(BackofficeErrors.ORDER_NOT_FOUND),
    );
  });

  it('check and refund run in orders as admin:<email>, are audited, and answer the page', async () => {
    const { check, refund, checks, refunds, log } = setUp();
    expect(await check.check(admin, 'o1')).toEqual({ outcome: 'refund-failed', order: page });
    expect(await refund.refund(admin, 'o1')).toEqual({ outcome: 'refunded', order: page });
    expect(checks.check).toHaveBeenCalledWith('o1', 'admin:admin@example.com');
    expect(refunds.refund).toHaveBeenCalledWith('o1', 'admin:admin@example.com');
    expect(log.records.map((r) => [r.action, r.detail])).toEqual([
      ['order.check', 'o1: refund-failed'],
      ['order.refund', 'o1: refunded'],
    ]);
  });

  it('does nothing and records nothing for an unknown order', async () => {
    const { check, checks, log } = setUp();
    await expect(check.check(admin, 'o2')).rejects.toBeInstanceOf(DomainError);
    expect(checks.check).not.toHaveBeenCalled();
    expect(log.records).toEqual([]);
  });

  it('offers check while the order can move, refund only when FAILED', () => {
    expect(actionsFor({ status: 'PENDING_PAYMENT', checkoutSessionId: 'cs_1' })).toEqual({
      check: true,
      refund: false,
    });
    expect(actionsFor({ status: 'PENDING_PAYMENT', checkoutSessionId: null }).check).toBe(false);
    expect(actionsFor({ status: 'SUBMITTED', checkoutSessionId: 'cs_1' }).check).toBe(true);
    expect(actionsFor({ status: 'FAILED', checkoutSessionId: 'cs_1' })).toEqual({
      check: true,
      refund: true,
    });
    for (const status of ['COMPLETED', 'REFUNDED', 'CANCELLED'])
      expect(actionsFor({ status, checkoutSessionId: 'cs_1' })).toEqual({
        check: false,
        refund: false,
      });
  });
});
