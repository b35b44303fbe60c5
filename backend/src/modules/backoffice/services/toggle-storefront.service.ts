import { Injectable } from '@nestjs/common';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import type { AdminActor } from '../domain/admin-actor';
import { SettingsStore } from '../ports/settings-store.port';

/**
 * The storefront switch: off puts purchases into maintenance (503) at once, since checkout reads
 * the same row on every request. The flip happens in the database, so no toggle is lost.
 */
@Injectable()
export class ToggleStorefrontService {
  constructor(
    private readonly settings: SettingsStore,
    private readonly audit: RecordAdminActionService,
  ) {}

  async toggle(admin: AdminActor): Promise<boolean> {
    const open = await this.settings.toggleStorefront();
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'storefront.switched',
      detail: open ? 'Enabled' : 'Disabled',
    });
    return open;
  }
}
