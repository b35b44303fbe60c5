import { Logger } from '@nestjs/common';
import { FindRequesterService } from '@modules/support/services/find-requester.service';
import { MemorySupportRepository } from '@modules/support/testing/memory-support';
import { MemoryMailer } from '@shared/testing/memory-mailer';
import { MemoryCreditRequestAnswers } from '../testing/memory-credit-request-answers';
import { MemoryTopUpOrders } from '../testing/memory-orders';
import { REQUEST_SENT_SUBJECT } from './request-sent-mail';
import { TellRequesterService } from './tell-requester.service';

async function setUp() {
  const orders = new MemoryTopUpOrders();
  const answers = new MemoryCreditRequestAnswers(orders);
  const support = new MemorySupportRepository();
  const mailer = new MemoryMailer();
  await support.saveCreditRequest(
    {
      language: 'en' as const,
      requestorName: 'Selam',
      requestorTele: '+255754123456',
      requestorEmail: 'selam@example.com',
      requesteeName: 'Dawit',
      requesteeEmail: 'dawit@example.com',
      message: 'Hi',
    },
    'hash',
  );
  const service = new TellRequesterService(
    answers,
    orders,
    new FindRequesterService(support),
    mailer,
  );
  return { orders, answers, mailer, service };
}

describe('telling a requester their top-up was sent', () => {
  afterEach(() => jest.restoreAllMocks());

  it('mails the requester what arrives, never the price, once for two completions', async () => {
    const { orders, answers, mailer, service } = await setUp();
    const order = orders.add({
      status: 'COMPLETED',
      productName: '2,000 TZS Airtime',
      whatArrives: { summary: '2,000 TZS', validity: '30 days', benefits: [] },
    });
    answers.requestOf.set(order.id, 'r1');
    const both = await Promise.all([
      service.afterDelivery(order.id),
      service.afterDelivery(order.id),
    ]);
    expect(both.sort()).toEqual(['mailed', 'nothing-to-do']);
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({ to: 'selam@example.com', subject: REQUEST_SENT_SUBJECT });
    expect(mail.text).toContain('Top-up: 2,000 TZS Airtime');
    expect(mail.text).toContain('You receive: 2,000 TZS, valid 30 days');
    expect(mail.text).toContain('+255754123456 (Vodacom Tanzania)');
    expect(mail.text).not.toMatch(/USD|\$|1\.00|1\.53|dawit/i);
  });

  it('mails no one for an order that answers no request, or is not delivered', async () => {
    const { orders, answers, mailer, service } = await setUp();
    const plain = orders.add({ status: 'COMPLETED' });
    const paid = orders.add({ status: 'PAID' });
    answers.requestOf.set(paid.id, 'r1');
    expect(await service.afterDelivery(plain.id)).toBe('nothing-to-do');
    expect(await service.afterDelivery(paid.id)).toBe('nothing-to-do');
    expect(mailer.sent).toEqual([]);
  });

  it('a mail queue outage is logged, not thrown: the delivered top-up job does not fail', async () => {
    const { orders, answers, mailer, service } = await setUp();
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const order = orders.add({ status: 'COMPLETED' });
    answers.requestOf.set(order.id, 'r1');
    mailer.down = true;
    expect(await service.afterDelivery(order.id)).toBe('nothing-to-do');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(order.id));
  });
});
