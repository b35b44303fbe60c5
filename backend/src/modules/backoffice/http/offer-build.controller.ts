import { Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentAdmin } from '@modules/identity/http/guards/admin.guard';
import type { AdminActor } from '../domain/admin-actor';
import { BuildOffersService } from '../services/build-offers.service';
import { BuildOfferResponse } from './dto/build-offer.response';

/**
 * Build Offers Management: sync the offers with DT One now
 * (docs/specification.md#back-office-routes and #admin-transitions).
 */
@ApiTags('back office: offers')
@Controller('api/admin')
@AdminOnly()
export class OfferBuildController {
  constructor(private readonly builds: BuildOffersService) {}

  @Post('buildOffer')
  @ApiCreatedResponse({ type: BuildOfferResponse })
  @ApiBadRequestResponse({ description: 'Build failed' })
  async build(@CurrentAdmin() admin: AdminActor): Promise<BuildOfferResponse> {
    const report = await this.builds.build(admin);
    return { message: 'Successfully Update for SelamTopup Offers', ...report };
  }
}
