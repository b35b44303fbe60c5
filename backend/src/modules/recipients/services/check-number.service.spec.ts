import { MemoryRecipientReads, MemoryRecipients } from '../testing/memory-recipients';
import { CheckNumberService } from './check-number.service';

function setUp() {
  const book = new MemoryRecipients();
  const reads = new MemoryRecipientReads(book);
  return { book, reads, service: new CheckNumberService(reads) };
}

describe('the wrong-number check', () => {
  it('asks for a number the customer never saved nor paid for', async () => {
    const { service } = setUp();
    expect(await service.check('c1', '+251911234567')).toEqual({ known: false, savedAs: null });
  });

  it('knows a saved number, by its name', async () => {
    const { book, service } = setUp();
    await book.add(
      'c1',
      {
        name: 'Mum',
        telenumber: '+251911234567',
        country: 'Ethiopia',
        operatorName: 'Ethio telecom',
      },
      50,
    );
    expect(await service.check('c1', '+251911234567')).toEqual({ known: true, savedAs: 'Mum' });
    expect(await service.check('c2', '+251911234567')).toEqual({ known: false, savedAs: null });
  });

  it('knows a number paid for whose top-up arrived or is on its way, not one that failed', async () => {
    const { reads, service } = setUp();
    reads.paidOrders.push(
      { customerId: 'c1', telenumber: '+251911111111', productId: 'p1', delivered: true },
      { customerId: 'c1', telenumber: '+251922222222', productId: 'p1', delivered: false },
    );
    expect((await service.check('c1', '+251911111111')).known).toBe(true);
    expect((await service.check('c1', '+251922222222')).known).toBe(false);
    expect((await service.check('c2', '+251911111111')).known).toBe(false);
  });
});
