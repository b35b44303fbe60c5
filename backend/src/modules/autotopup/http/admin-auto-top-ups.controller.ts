import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentAdmin } from '@modules/identity/http/guards/admin.guard';
import { AdminAutoTopUpsService } from '../services/admin-auto-top-ups.service';
import {
  AdminAutoTopUpListResponse,
  AutoTopUpResponse,
  AutoTopUpRunResponse,
} from './dto/auto-top-up.response';
import { AutoTopUpIdParams } from './dto/auto-top-up-id.params';
import { ClientIdParams } from './dto/client-id.params';
import { PauseAutoTopUpRequest } from './dto/pause-auto-top-up.request';

/** The back office: a client's schedules with their runs, and pausing one (audited). */
@ApiTags('backoffice')
@Controller('api/admin')
@AdminOnly()
export class AdminAutoTopUpsController {
  constructor(private readonly admins: AdminAutoTopUpsService) {}

  @Get('clients/:id/auto-top-ups')
  @ApiOkResponse({ type: AdminAutoTopUpListResponse })
  async ofClient(@Param() params: ClientIdParams): Promise<AdminAutoTopUpListResponse> {
    const list = await this.admins.ofClient(params.id);
    return {
      autoTopUps: list.map(({ schedule, runs }) => ({
        ...AutoTopUpResponse.of(schedule),
        runs: runs.map(AutoTopUpRunResponse.of),
      })),
    };
  }

  @Post('auto-top-ups/:id/pause')
  @HttpCode(200)
  @ApiNotFoundResponse({ description: 'Automatic top-up not found' })
  async pause(
    @CurrentAdmin() admin: { id: string; email: string },
    @Param() params: AutoTopUpIdParams,
    @Body() body: PauseAutoTopUpRequest,
  ): Promise<AutoTopUpResponse> {
    return AutoTopUpResponse.of(await this.admins.pause(admin, params.id, body.reason));
  }
}
