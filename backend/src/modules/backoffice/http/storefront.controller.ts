import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminActor } from '../domain/admin-actor';
import { AdminOnly, CurrentAdmin } from '@modules/identity/http/guards/admin.guard';
import { ReadStorefrontService } from '../services/read-storefront.service';
import { ToggleStorefrontService } from '../services/toggle-storefront.service';
import { ConfigWebResponse } from './dto/config-web.response';

/** Config File Management: the storefront switch (docs/specification.md#admin-calls). */
@ApiTags('back office: settings')
@Controller('api/admin')
@AdminOnly()
export class StorefrontController {
  constructor(
    private readonly reads: ReadStorefrontService,
    private readonly toggles: ToggleStorefrontService,
  ) {}

  @Get('getConfigWeb')
  @ApiOkResponse({ type: ConfigWebResponse })
  async get(): Promise<ConfigWebResponse> {
    return {
      configWeb: await this.reads.isOpen(),
      closedForBalance: await this.reads.closedForBalance(),
    };
  }

  /** Answers the new state. */
  @Post('toggleConfig')
  @HttpCode(200)
  @ApiOkResponse({ type: ConfigWebResponse })
  async toggle(@CurrentAdmin() admin: AdminActor): Promise<ConfigWebResponse> {
    return {
      configWeb: await this.toggles.toggle(admin),
      closedForBalance: await this.reads.closedForBalance(),
    };
  }
}
