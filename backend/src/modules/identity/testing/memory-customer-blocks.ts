import type { CustomerBlock } from '../domain/customer-block';
import { CustomerBlockRepository } from '../ports/customer-block-repository.port';

/** Customers' blocks in memory; `known` lists the customers that exist. */
export class MemoryCustomerBlocks extends CustomerBlockRepository {
  readonly blocks = new Map<string, CustomerBlock>();

  constructor(readonly known: Set<string> = new Set()) {
    super();
  }

  async block(customerId: string, block: Omit<CustomerBlock, 'at'>) {
    if (!this.known.has(customerId)) return 'not-found' as const;
    if (this.blocks.has(customerId)) return 'already-blocked' as const;
    this.blocks.set(customerId, { ...block, at: new Date() });
    return 'blocked' as const;
  }

  async unblock(customerId: string) {
    if (!this.known.has(customerId)) return 'not-found' as const;
    return this.blocks.delete(customerId) ? ('unblocked' as const) : ('not-blocked' as const);
  }

  async blockOf(customerId: string) {
    if (!this.known.has(customerId)) return undefined;
    return this.blocks.get(customerId) ?? null;
  }
}
