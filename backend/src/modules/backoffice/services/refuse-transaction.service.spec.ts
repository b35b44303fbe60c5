import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { MemoryAuditLog } from '@modules/identity/testing/admin-fakes';
import type { ApproveHeldOrderService } from '@modules/orders/services/approve-held-order.service';
import type { RefuseHeldOrderService } from '@modules/orders/services/refuse-held-order.service';
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

describe('the review queue’s Refuse, from the back office', () => {
  it('refuses in orders as admin:<email>, audits it, answers the page after it', async () => {
    const { log, asked, refuse } = setUp('moved');
    const answer = await refuse.refuse(admin, 'o1');
    expect(answer).toMatchObject({ outcome: 'refunded', order: { status: 'REFUNDED' } });
    expect(asked).toEqual([['o1', 'admin:admin@example.com', 'refused after review']]);
    expect(log.records).toEqual([
      {
        adminId: 'a1',
        adminEmail: 'admin@example.com',
        action: 'order.refuse',
        detail: 'o1: refunded',
      },
    ]);
  });
});
