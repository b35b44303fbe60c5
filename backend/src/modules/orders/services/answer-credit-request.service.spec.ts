import { AppConfig } from '@config/app-config';
import { hashLinkToken, newLinkToken } from '@modules/support/domain/credit-request-link';
import { OpenCreditRequestLinkService } from '@modules/support/services/open-credit-request-link.service';
import { MemorySupportRepository } from '@modules/support/testing/memory-support';
import { MemoryCreditRequestAnswers } from '../testing/memory-credit-request-answers';
import { MemoryTopUpOrders } from '../testing/memory-orders';
import { AnswerCreditRequestService } from './answer-credit-request.service';

async function setUp() {
  const orders = new MemoryTopUpOrders();
  const answers = new MemoryCreditRequestAnswers(orders);
  const support = new MemorySupportRepository();
  const token = newLinkToken();
  await support.saveCreditRequest(
    {
      language: 'en' as const,
      requestorName: 'Selam',
      requestorTele: '255754123456',
      requestorEmail: 'selam@example.com',
      requesteeName: 'Dawit',
      requesteeEmail: 'dawit@example.com',
      message: 'Hi',
    },
    hashLinkToken(token),
  );
  const links = new OpenCreditRequestLinkService(support, new AppConfig({}));
  return { orders, answers, token, service: new AnswerCreditRequestService(links, answers) };
}

describe('a checkout naming a credit request link', () => {
  it("remembers the request on the customer's own unpaid order for the requester's number", async () => {
    const { orders, answers, token, service } = await setUp();
    const order = orders.add({ customerId: 'c1', telenumber: '+255754123456' });
    expect(await service.link('c1', order.id, '+255754123456', token)).toBe('linked');
    expect(answers.requestOf.get(order.id)).toBe('r1');
    // A second click re-uses the order: it already answers the request.
    expect(await service.link('c1', order.id, '+255754123456', token)).toBe('ignored');
  });

  it('ignores another number, an unknown token, another customer and a paid order', async () => {
    const { orders, answers, token, service } = await setUp();
    const other = orders.add({ customerId: 'c1', telenumber: '+255754000000' });
    expect(await service.link('c1', other.id, '+255754000000', token)).toBe('ignored');
    const mine = orders.add({ customerId: 'c1', telenumber: '+255754123456' });
    expect(await service.link('c1', mine.id, '+255754123456', newLinkToken())).toBe('ignored');
    expect(await service.link('c2', mine.id, '+255754123456', token)).toBe('ignored');
    const paid = orders.add({ customerId: 'c1', status: 'PAID', telenumber: '+255754123456' });
    expect(await service.link('c1', paid.id, '+255754123456', token)).toBe('ignored');
    expect(answers.requestOf.size).toBe(0);
  });
});
