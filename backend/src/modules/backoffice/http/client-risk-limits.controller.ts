import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly, CurrentAdmin } from '@modules/identity/http/guards/admin.guard';
import type { AdminActor } from '../domain/admin-actor';
import { ClientRiskLimitsService } from '../services/client-risk-limits.service';
import { ClientRiskLimitsRequest } from './dto/client-risk-limits.request';
import { ClientRiskLimitsResponse } from './dto/client-risk-limits.response';

/** The client page's risk limits: read, and raised for a trusted client (audited). */
@ApiTags('backoffice')
@Controller('api/admin/clients')
@AdminOnly()
export class ClientRiskLimitsController {
  constructor(private readonly limits: ClientRiskLimitsService) {}

  @Get(':id/risk-limits')
  @ApiOkResponse({ type: ClientRiskLimitsResponse })
  @ApiBadRequestResponse({ description: 'Invalid client id' })
  @ApiNotFoundResponse({ description: 'Client not found' })
  read(@Param('id') id: string): Promise<ClientRiskLimitsResponse> {
    return this.limits.read(id);
  }

  @Put(':id/risk-limits')
  @ApiOkResponse({ type: ClientRiskLimitsResponse })
  @ApiBadRequestResponse({ description: 'Invalid client id or limits' })
  @ApiNotFoundResponse({ description: 'Client not found' })
  change(
    @CurrentAdmin() admin: AdminActor,
    @Param('id') id: string,
    @Body() body: ClientRiskLimitsRequest,
  ): Promise<ClientRiskLimitsResponse> {
    return this.limits.change(admin, id, {
      dailyCents: body.dailyCents ?? null,
      dailyTopUps: body.dailyTopUps ?? null,
      newNumberCents: body.newNumberCents ?? null,
    });
  }
}
