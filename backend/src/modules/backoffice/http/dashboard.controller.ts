import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@modules/identity/http/guards/admin.guard';
import { ReadDashboardService } from '../services/read-dashboard.service';
import { DashboardQuery } from './dto/dashboard.query';
import { DashboardResponse } from './dto/dashboard.response';

/** The admin dashboard: orders and revenue per day, success rate, what is waiting. */
@ApiTags('back office: dashboard')
@Controller('api/admin')
@AdminOnly()
export class DashboardController {
  constructor(private readonly dashboards: ReadDashboardService) {}

  @Get('dashboard')
  @ApiOkResponse({ type: DashboardResponse })
  read(@Query() query: DashboardQuery): Promise<DashboardResponse> {
    return this.dashboards.read(query.days ?? 30);
  }
}
