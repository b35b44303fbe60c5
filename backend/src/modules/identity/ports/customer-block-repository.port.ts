import type { CustomerBlock } from '../domain/customer-block';

/** The blocked state of customers (columns of the customers table). */
export abstract class CustomerBlockRepository {
  /**
   * Blocks the customer unless they are blocked already (the first block and its reason stay):
   * 'not-found' when there is no such customer.
   */
  abstract block(
    customerId: string,
    block: Omit<CustomerBlock, 'at'>,
  ): Promise<'blocked' | 'already-blocked' | 'not-found'>;
  abstract unblock(customerId: string): Promise<'unblocked' | 'not-blocked' | 'not-found'>;
  /** undefined when there is no such customer, null when they are not blocked. */
  abstract blockOf(customerId: string): Promise<CustomerBlock | null | undefined>;
}
