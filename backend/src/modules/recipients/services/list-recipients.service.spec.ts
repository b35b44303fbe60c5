import { MemoryRecipientReads, MemoryRecipients } from '../testing/memory-recipients';
import { ListRecipientsService } from './list-recipients.service';

const base = { country: 'Ethiopia', operatorName: 'Ethio telecom' };

describe('listing recipients', () => {
  it('lists only the caller’s own, each with the product last paid for to its number', async () => {
    const book = new MemoryRecipients();
    const reads = new MemoryRecipientReads(book);
    await book.add('c1', { ...base, name: 'Mum', telenumber: '+251911234567' }, 50);
    await book.add('c1', { ...base, name: 'Brother', telenumber: '+251911000000' }, 50);
    await book.add('c2', { ...base, name: 'Not yours', telenumber: '+251922222222' }, 50);
    reads.paidOrders.push(
      { customerId: 'c1', telenumber: '+251911234567', productId: 'p1', delivered: true },
      { customerId: 'c1', telenumber: '+251911234567', productId: 'p2', delivered: true },
      // Another customer's order to the same number is not this customer's last offer.
      { customerId: 'c2', telenumber: '+251911000000', productId: 'p9', delivered: true },
    );
    const list = await new ListRecipientsService(reads).list('c1');
    expect(list.map((r) => [r.name, r.lastProductId])).toEqual([
      ['Brother', null],
      ['Mum', 'p2'],
    ]);
  });
});
