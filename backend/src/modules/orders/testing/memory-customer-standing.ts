import { CustomerStanding } from '../ports/customer-standing.port';

/** Blocked customers in memory: the ids in `blocked`. */
export class MemoryCustomerStanding extends CustomerStanding {
  readonly blocked = new Set<string>();

  async isBlocked(customerId: string): Promise<boolean> {
    return this.blocked.has(customerId);
  }
}
