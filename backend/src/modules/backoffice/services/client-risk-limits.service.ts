import { Injectable } from '@nestjs/common';
import { formatCents } from '@shared/domain/money';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import {
  type CustomerRiskLimits,
  CustomerRiskLimitsService,
  type RaisedLimits,
} from '@modules/orders/services/customer-risk-limits.service';
import { type AdminActor, orderActorOf } from '../domain/admin-actor';
import { ClientListService } from './client-list.service';

/** One audit line's words for raised limits: "daily 500.00 USD, 20 a day, new number default". */
function describe(limits: RaisedLimits): string {
  const usd = (cents: number | null) => (cents === null ? 'default' : `${formatCents(cents)} USD`);
  const count = limits.dailyTopUps === null ? 'default' : String(limits.dailyTopUps);
  return `daily ${usd(limits.dailyCents)}, top-ups a day ${count}, new number ${usd(limits.newNumberCents)}`;
}

/**
 * The client page's risk limits (docs/decisions.md#risk-limit-defaults): any admin may read them and raise a
 * trusted client's; orders keeps them, each change is audited with the old and new values.
 */
@Injectable()
export class ClientRiskLimitsService {
  constructor(
    private readonly clients: ClientListService,
    private readonly limits: CustomerRiskLimitsService,
    private readonly audit: RecordAdminActionService,
  ) {}

  async read(clientId: string): Promise<CustomerRiskLimits> {
    const client = await this.clients.byId(clientId); // 400 / 404 before anything is read
    return this.limits.of(client.id);
  }

  async change(
    admin: AdminActor,
    clientId: string,
    raised: RaisedLimits,
  ): Promise<CustomerRiskLimits> {
    const client = await this.clients.byId(clientId);
    const before = (await this.limits.of(client.id)).raised;
    const after = await this.limits.set(client.id, raised, orderActorOf(admin));
    const words = (r: RaisedLimits | null) => (r ? describe(r) : 'defaults');
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'client.limits_changed',
      detail: `${client.email}: ${words(before)} → ${words(after.raised)}`,
    });
    return after;
  }
}
