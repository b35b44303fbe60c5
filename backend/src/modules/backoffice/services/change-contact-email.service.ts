import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import type { AdminActor } from '../domain/admin-actor';
import { SettingsStore } from '../ports/settings-store.port';

/** Change Contact email (master): contact messages go to the new address from now on. */
@Injectable()
export class ChangeContactEmailService {
  constructor(
    private readonly settings: SettingsStore,
    private readonly config: AppConfig,
    private readonly audit: RecordAdminActionService,
  ) {}

  async change(admin: AdminActor, email: string): Promise<string> {
    const replaced = await this.settings.replaceContactEmail(email);
    const old = replaced ?? this.config.env.CONTACT_EMAIL;
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'contact_email.changed',
      detail: `${old} → ${email}`,
    });
    return email;
  }
}
