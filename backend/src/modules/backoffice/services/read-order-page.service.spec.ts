import { DomainError } from '@shared/domain/domain-error';
import { BackofficeErrors } from '../domain/backoffice.errors';
import type { OrderPage } from '../domain/order-page';
import { MemoryOrderPages } from '../testing/backoffice-fakes';
import { ReadOrderPageService } from './read-order-page.service';

describe('reading the order page', () => {
  const pages = new MemoryOrderPages();
  const page = { id: 'o1', status: 'FAILED' } as OrderPage;
  pages.pages.set('o1', page);
  const reads = new ReadOrderPageService(pages);

  it('answers the page of a known order', async () => {
    expect(await reads.read('o1')).toBe(page);
  });

  it('answers 404 for an unknown order', async () => {
    await expect(reads.read('o2')).rejects.toEqual(
      new DomainError(BackofficeErrors.ORDER_NOT_FOUND),
    );
  });
});
