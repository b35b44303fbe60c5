import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { cleanBlockReason, type CustomerBlock } from '../domain/customer-block';

export { BLOCK_REASON_MAX } from '../domain/customer-block';
import { IdentityErrors } from '../domain/identity.errors';
import { CustomerBlockRepository } from '../ports/customer-block-repository.port';

/**
 * Blocks a customer from buying, or lifts the block (docs/decisions.md#blocked-customers):
 * asked by orders when Stripe warns of fraud or a dispute opens, and by the back office for an
 * admin (which audits it). The account, its sessions and its history stay; checkout refuses.
 * A second block keeps the first one's reason and time.
 */
@Injectable()
export class BlockCustomerService {
  constructor(private readonly blocks: CustomerBlockRepository) {}

  async block(
    customerId: string,
    reason: string,
    by: string,
  ): Promise<'blocked' | 'already-blocked'> {
    const text = cleanBlockReason(reason);
    if (!text) throw new DomainError(IdentityErrors.BLOCK_REASON_REQUIRED);
    const done = await this.blocks.block(customerId, { reason: text, by: cleanBlockReason(by) });
    if (done === 'not-found') throw new DomainError(IdentityErrors.CUSTOMER_NOT_FOUND);
    return done;
  }

  async unblock(customerId: string): Promise<'unblocked' | 'not-blocked'> {
    const done = await this.blocks.unblock(customerId);
    if (done === 'not-found') throw new DomainError(IdentityErrors.CUSTOMER_NOT_FOUND);
    return done;
  }

  /** The customer's block, null when they may buy; CUSTOMER_NOT_FOUND when there is no such customer. */
  async blockOf(customerId: string): Promise<CustomerBlock | null> {
    const block = await this.blocks.blockOf(customerId);
    if (block === undefined) throw new DomainError(IdentityErrors.CUSTOMER_NOT_FOUND);
    return block;
  }

  /** Checkout's question: false for an unknown customer too (their session then fails elsewhere). */
  async isBlocked(customerId: string): Promise<boolean> {
    return Boolean(await this.blocks.blockOf(customerId));
  }
}
