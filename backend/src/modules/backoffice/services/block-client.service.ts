import { Injectable } from '@nestjs/common';
import { BlockCustomerService } from '@modules/identity/services/block-customer.service';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import type { AdminActor } from '../domain/admin-actor';
import type { Client } from '../domain/transaction';
import { ClientListService } from './client-list.service';

/**
 * The client page's Block and Unblock (docs/decisions.md#blocked-customers): identity
 * keeps the block, we audit who did it and why (also when there was nothing to change, so the
 * log shows every press) and answer the client as it is now.
 */
@Injectable()
export class BlockClientService {
  constructor(
    private readonly clients: ClientListService,
    private readonly blocks: BlockCustomerService,
    private readonly audit: RecordAdminActionService,
  ) {}

  async block(admin: AdminActor, clientId: string, reason: string): Promise<Client> {
    const client = await this.clients.byId(clientId);
    const done = await this.blocks.block(client.id, reason, admin.email);
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'client.blocked',
      detail: `${client.email}${done === 'already-blocked' ? ' (blocked already)' : ''}: ${reason}`,
    });
    return this.clients.byId(client.id);
  }

  async unblock(admin: AdminActor, clientId: string, reason: string): Promise<Client> {
    const client = await this.clients.byId(clientId);
    const done = await this.blocks.unblock(client.id);
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'client.unblocked',
      detail: `${client.email}${done === 'not-blocked' ? ' (was not blocked)' : ''}: ${reason}`,
    });
    return this.clients.byId(client.id);
  }
}
