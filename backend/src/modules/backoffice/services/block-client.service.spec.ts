import { BlockCustomerService } from '@modules/identity/services/block-customer.service';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { MemoryAuditLog } from '@modules/identity/testing/admin-fakes';
import { MemoryCustomerBlocks } from '@modules/identity/testing/memory-customer-blocks';
import { MemoryClients } from '../testing/backoffice-fakes';
import { BlockClientService } from './block-client.service';
import { ClientListService } from './client-list.service';

const ID = '6f1c2a40-8a5e-4c3e-9a59-0d4c0f1e2a3b';

function setUp() {
  const clients = new MemoryClients();
  const blocks = new MemoryCustomerBlocks(new Set([ID]));
  // The client page's read shows the block as the SQL read model does.
  clients.byId = async (id: string) => {
    if (id !== ID) return null;
    const block = await blocks.blockOf(id);
    return {
      id,
      fullname: 'Abebe Kebede',
      email: 'abebe@example.com',
      telephone: '+251911234567',
      blocked: block ? { ...block, at: block.at.toISOString() } : null,
    };
  };
  const log = new MemoryAuditLog();
  const service = new BlockClientService(
    new ClientListService(clients),
    new BlockCustomerService(blocks),
    new RecordAdminActionService(log),
  );
  return { service, log };
}

const admin = { id: 'a1', email: 'admin@example.com' };

describe('BlockClientService', () => {
  it('blocks and unblocks a client with the reason, each press audited', async () => {
    const { service, log } = setUp();
    const blocked = await service.block(admin, ID, 'Chargebacks on three cards');
    expect(blocked.blocked).toMatchObject({
      reason: 'Chargebacks on three cards',
      by: 'admin@example.com',
    });
    await service.block(admin, ID, 'again');
    const unblocked = await service.unblock(admin, ID, 'Cardholder confirmed the payments');
    expect(unblocked.blocked).toBeNull();
    await service.unblock(admin, ID, 'again');
    expect(log.records.map((r) => [r.action, r.detail, r.adminId])).toEqual([
      ['client.blocked', 'abebe@example.com: Chargebacks on three cards', 'a1'],
      ['client.blocked', 'abebe@example.com (blocked already): again', 'a1'],
      ['client.unblocked', 'abebe@example.com: Cardholder confirmed the payments', 'a1'],
      ['client.unblocked', 'abebe@example.com (was not blocked): again', 'a1'],
    ]);
  });

  it('answers 404 for an unknown client and 400 for a bad id, auditing nothing', async () => {
    const { service, log } = setUp();
    await expect(
      service.block(admin, '00000000-0000-4000-8000-000000000000', 'why'),
    ).rejects.toMatchObject({ code: 'BACKOFFICE.CLIENT_NOT_FOUND' });
    await expect(service.unblock(admin, 'nope', 'why')).rejects.toMatchObject({
      code: 'BACKOFFICE.CLIENT_ID_INVALID',
    });
    await expect(service.block(admin, ID, '  ')).rejects.toMatchObject({
      code: 'IDENTITY.BLOCK_REASON_REQUIRED',
    });
    expect(log.records).toEqual([]);
  });
});
