import { MemoryTopUpOrders } from '../testing/memory-orders';
import { delayedMail } from './delay-mails';
import { receiptMail, refundMail } from './order-mails';

describe('order mails', () => {
  const orders = new MemoryTopUpOrders();

  it('the receipt gives our order id and the operator reference when DT One gave one', () => {
    const order = orders.add({ status: 'COMPLETED', operatorReference: 'OPR-1234' });
    const { text } = receiptMail(order, 'a@example.com', 'en');
    expect(text).toContain(`Order: ${order.id}`);
    expect(text).toContain('Operator reference: OPR-1234');
    expect(receiptMail({ ...order, operatorReference: null }, 'a@example.com', 'en').text).not.toContain(
      'Operator reference',
    );
  });

  it('the refund mail names the method the money goes back to', () => {
    const card = orders.add({ status: 'REFUNDED', gateway: 'stripe' });
    const paypal = orders.add({ status: 'REFUNDED', gateway: 'paypal' });
    expect(refundMail(card, 'a@example.com', 'en').text).toContain('1.53 USD to your card.');
    expect(refundMail(paypal, 'a@example.com', 'en').text).toContain('1.53 USD to your PayPal account.');
    expect(refundMail(paypal, 'a@example.com', 'en').text).not.toContain('card');
  });

  it('the delayed mail says we keep trying, until when, and where a refund would go', () => {
    const order = orders.add({ status: 'SUBMITTED', gateway: 'paypal' });
    const mail = delayedMail(order, 'a@example.com', 6, 'en');
    expect(mail.subject).toBe('Your SelamTopup top-up is delayed: we keep trying');
    expect(mail.text).toContain('We keep trying');
    expect(mail.text).toContain('within 6 hours of payment');
    expect(mail.text).toContain('to your PayPal account');
    expect(mail.text).toContain(`Order: ${order.id}`);
    expect(delayedMail(order, 'a@example.com', 0.05, 'en').text).toContain('within 3 minutes');
    expect(delayedMail(order, 'a@example.com', 1, 'en').text).toContain('within 1 hour of');
  });
});

describe('the receipt mail', () => {
  it('says what the recipient receives, from the order’s copy at checkout', () => {
    const order = new MemoryTopUpOrders().add({
      whatArrives: {
        summary: '300 min + 1.5 GB',
        validity: '7 days',
        benefits: [
          { type: 'TALKTIME', text: '300 min', note: 'On-net calls' },
          { type: 'DATA', text: '1.5 GB', note: null },
        ],
      },
    });
    const { text } = receiptMail(order, 'a@example.com', 'en');
    expect(text).toContain(
      'They receive: 300 min + 1.5 GB, valid 7 days\n  - 300 min (On-net calls)\n  - 1.5 GB\n',
    );
  });

  it('leaves the line out for orders from before it was kept', () => {
    const { text } = receiptMail(new MemoryTopUpOrders().add(), 'a@example.com', 'en');
    expect(text).not.toContain('They receive');
  });
});
