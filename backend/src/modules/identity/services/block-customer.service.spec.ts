import { MemoryCustomerBlocks } from '../testing/memory-customer-blocks';
import { BlockCustomerService } from './block-customer.service';

describe('BlockCustomerService', () => {
  const setup = () => {
    const blocks = new MemoryCustomerBlocks(new Set(['c1', 'c2']));
    return { blocks, service: new BlockCustomerService(blocks) };
  };

  it('blocks a customer with a reason and who did it; a second block keeps the first', async () => {
    const { blocks, service } = setup();
    await expect(service.block('c1', ' Early fraud warning\non order o1 ', 'stripe')).resolves.toBe(
      'blocked',
    );
    await expect(service.block('c1', 'an admin', 'admin@example.com')).resolves.toBe(
      'already-blocked',
    );
    expect(blocks.blocks.get('c1')).toMatchObject({
      reason: 'Early fraud warning on order o1',
      by: 'stripe',
    });
    await expect(service.isBlocked('c1')).resolves.toBe(true);
    await expect(service.isBlocked('c2')).resolves.toBe(false);
  });

  it('unblocks, and says when there was nothing to lift', async () => {
    const { service } = setup();
    await service.block('c1', 'why', 'a@example.com');
    await expect(service.unblock('c1')).resolves.toBe('unblocked');
    await expect(service.unblock('c1')).resolves.toBe('not-blocked');
    await expect(service.blockOf('c1')).resolves.toBeNull();
  });

  it('wants a reason, and a customer that exists', async () => {
    const { service } = setup();
    await expect(service.block('c1', ' \n ', 'a@example.com')).rejects.toMatchObject({
      code: 'IDENTITY.BLOCK_REASON_REQUIRED',
    });
    await expect(service.block('nobody', 'why', 'a@example.com')).rejects.toMatchObject({
      code: 'IDENTITY.CUSTOMER_NOT_FOUND',
    });
    await expect(service.unblock('nobody')).rejects.toMatchObject({
      code: 'IDENTITY.CUSTOMER_NOT_FOUND',
    });
    await expect(service.blockOf('nobody')).rejects.toMatchObject({
      code: 'IDENTITY.CUSTOMER_NOT_FOUND',
    });
    await expect(service.isBlocked('nobody')).resolves.toBe(false);
  });
});
