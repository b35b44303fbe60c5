import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { checkNewAdmin } from '@modules/identity/http/dto/create-admin.request';
import { BootstrapMasterAdminService } from '@modules/identity/services/bootstrap-master-admin.service';

/**
 * On an API start where no admin exists, ADMIN_EMAIL / ADMIN_PASSWORD become the first master
 * admin (docs/specification.md#first-master-admin), so a fresh install needs no shell access. The
 * API migrates before this
 * runs. A password that breaks the admin rules stops the start with the rule's message.
 */
@Injectable()
export class FirstMasterAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger('FirstMasterAdmin');

  constructor(
    private readonly config: AppConfig,
    private readonly bootstrap: BootstrapMasterAdminService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_FULLNAME } = this.config.env;
    if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
    const checked = checkNewAdmin({
      fullname: ADMIN_FULLNAME,
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    if (!checked.ok) throw new Error(`ADMIN_EMAIL / ADMIN_PASSWORD: ${checked.message}`);
    const created = await this.bootstrap.createIfNone(checked.value);
    if (created) this.logger.log(`Created the first master admin ${created.email}`);
  }
}
