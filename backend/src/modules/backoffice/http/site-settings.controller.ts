import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ReadSiteSettingsService } from '../services/read-site-settings.service';
import { SiteSettingsResponse } from './dto/site-settings.response';

/**
 * What the customer site shows from the settings (contact address, social links, the Mvm
 * business's name), to anyone and never cached, so a change shows on the next page load
 * without a new build of the site.
 */
@ApiTags('back office: settings')
@Controller('api')
export class SiteSettingsController {
  constructor(private readonly reads: ReadSiteSettingsService) {}

  @Get('siteSettings')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: SiteSettingsResponse })
  async get(): Promise<SiteSettingsResponse> {
    return this.reads.current();
  }
}
