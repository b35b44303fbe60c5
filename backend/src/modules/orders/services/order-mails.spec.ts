import { MemoryTopUpOrders } from '../testing/memory-orders';
import { receiptMail } from './order-mails';

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
    const { text } = receiptMail(order, 'a@example.com');
    expect(text).toContain(
      'They receive: 300 min + 1.5 GB, valid 7 days\n  - 300 min (On-net calls)\n  - 1.5 GB\n',
    );
  });

  it('leaves the line out for orders from before it was kept', () => {
    const { text } = receiptMail(new MemoryTopUpOrders().add(), 'a@example.com');
    expect(text).not.toContain('They receive');
  });
});
