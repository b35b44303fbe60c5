import { DomainError } from '@shared/domain/domain-error';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { MemoryAuditLog } from '@modules/identity/testing/admin-fakes';
import { OrdersErrors } from '@modules/orders/domain/orders.errors';
import type { ApproveHeldOrderService } from '@modules/orders/services/approve-held-order.service';
import type { RefuseHeldOrderService } from '@modules/orders/services/refuse-held-order.service';
import { BackofficeErrors } from '../domain/backoffice.errors';
import type { OrderPage } from '../domain/order-page';
import { MemoryOrderPages } from '../testing/backoffice-fakes';
import { ApproveTransactionService } from './approve-transaction.service';
import { ReadOrderPageService } from './read-order-page.service';
import { RefuseTransactionService } from './refuse-transaction.service';

const admin = { id: 'a1', email: 'admin@example.com' };

function setUp(answer: 'moved' | Error) {
  const pages = new MemoryOrderPages();
  pages.pages.set('o1', { id: 'o1', status: 'HELD_FOR_REVIEW' } as OrderPage);
  const log = new MemoryAuditLog();
  const asked: [string, string, string?][] = [];
  const decide = (status: string, outcome: string) =>
    jest.fn(async (orderId: string, actor: string, detail?: string) => {
      asked.push(detail === undefined ? [orderId, actor] : [orderId, actor, detail]);
      if (answer instanceof Error) throw answer;
      pages.pages.set(orderId, { ...pages.pages.get(orderId)!, status });
      return outcome;
    });
  const approve = new ApproveTransactionService(
    { approve: decide('PAID', 'in-progress') } as unknown as ApproveHeldOrderService,
    new ReadOrderPageService(pages),
    new RecordAdminActionService(log),
  );
  const refuse = new RefuseTransactionService(
    { refuse: decide('REFUNDED', 'refunded') } as unknown as RefuseHeldOrderService,
    new ReadOrderPageService(pages),
    new RecordAdminActionService(log),
  );
  return { log, asked, approve, refuse };
}

describe('the review queue’s Approve, from the back office', () => {
  it('approves in orders as admin:<email>, audits it, answers the page after it', async () => {
    const { log, asked, approve } = setUp('moved');
    const answer = await approve.approve(admin, 'o1');
    expect(answer).toMatchObject({ outcome: 'in-progress', order: { status: 'PAID' } });
    expect(asked).toEqual([['o1', 'admin:admin@example.com']]);
    expect(log.records).toEqual([
      {
        adminId: 'a1',
        adminEmail: 'admin@example.com',
        action: 'order.approve',
        detail: 'o1: in-progress',
      },
    ]);
  });

  it('answers 404 for an unknown order, deciding and recording nothing', async () => {
    const { log, asked, approve, refuse } = setUp('moved');
    const notFound = new DomainError(BackofficeErrors.ORDER_NOT_FOUND);
    await expect(approve.approve(admin, 'o2')).rejects.toEqual(notFound);
    await expect(refuse.refuse(admin, 'o2')).rejects.toEqual(notFound);
    expect(asked).toEqual([]);
    expect(log.records).toEqual([]);
  });

  it('lets orders’ 409 (not held: someone decided first) through, unaudited', async () => {
    const notHeld = new DomainError(OrdersErrors.NOT_HELD);
    const { log, approve, refuse } = setUp(notHeld);
    await expect(approve.approve(admin, 'o1')).rejects.toBe(notHeld);
    await expect(refuse.refuse(admin, 'o1')).rejects.toBe(notHeld);
    expect(log.records).toEqual([]);
  });
});
