import { DomainError } from '@shared/domain/domain-error';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { MemoryAuditLog } from '@modules/identity/testing/admin-fakes';
import type { CheckOrderNowService } from '@modules/orders/services/check-order-now.service';
import type { OrderActionOutcome } from '@modules/orders/services/order-action-outcome';
import { BackofficeErrors } from '../domain/backoffice.errors';
import type { OrderPage } from '../domain/order-page';
import { MemoryOrderPages } from '../testing/backoffice-fakes';
import { CheckTransactionService } from './check-transaction.service';
import { ReadOrderPageService } from './read-order-page.service';

const admin = { id: 'a1', email: 'admin@example.com' };

/** Orders' "check now": the test says what it finds; it moves the page's order as told. */
class ScriptedChecks {
  readonly asked: [string, string][] = [];
  constructor(
    private readonly pages: MemoryOrderPages,
    public outcome: OrderActionOutcome | Error,
    private readonly statusAfter?: string,
  ) {}
  async check(orderId: string, actor: string): Promise<OrderActionOutcome> {
    this.asked.push([orderId, actor]);
    if (this.outcome instanceof Error) throw this.outcome;
    const page = this.pages.pages.get(orderId)!;
    if (this.statusAfter) this.pages.pages.set(orderId, { ...page, status: this.statusAfter });
    return this.outcome;
  }
}

function setUp(outcome: OrderActionOutcome | Error, statusAfter?: string) {
  const pages = new MemoryOrderPages();
  pages.pages.set('o1', { id: 'o1', status: 'PENDING_PAYMENT' } as OrderPage);
  const log = new MemoryAuditLog();
  const checks = new ScriptedChecks(pages, outcome, statusAfter);
  const service = new CheckTransactionService(
    checks as unknown as CheckOrderNowService,
    new ReadOrderPageService(pages),
    new RecordAdminActionService(log),
  );
  return { log, checks, service };
}

describe('check now, from the order page', () => {
  it('runs in orders as admin:<email> and answers the outcome with the page as it is now', async () => {
    const { checks, service } = setUp('payment-confirmed', 'PAID');
    const answer = await service.check(admin, 'o1');
    expect(answer.outcome).toBe('payment-confirmed');
    expect(answer.order.status).toBe('PAID');
    expect(checks.asked).toEqual([['o1', 'admin:admin@example.com']]);
  });

  it('is audited with its outcome', async () => {
    const { log, service } = setUp('not-paid');
    await service.check(admin, 'o1');
    expect(log.records).toEqual([
      {
        adminId: 'a1',
        adminEmail: 'admin@example.com',
        action: 'order.check',
        detail: 'o1: not-paid',
      },
    ]);
  });

  it('answers 404 for an unknown order, checking and recording nothing', async () => {
    const { checks, log, service } = setUp('not-paid');
    await expect(service.check(admin, 'o2')).rejects.toEqual(
      new DomainError(BackofficeErrors.ORDER_NOT_FOUND),
    );
    expect(checks.asked).toEqual([]);
    expect(log.records).toEqual([]);
  });

  it('lets a failed check through unaudited (it did nothing)', async () => {
    const { log, service } = setUp(new Error('Stripe unreachable'));
    await expect(service.check(admin, 'o1')).rejects.toThrow('Stripe unreachable');
    expect(log.records).toEqual([]);
  });
});
