import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { AdminView, toAdminView } from '../domain/admin';
import { ChangeAdminPasswordService } from '../services/change-admin-password.service';
import { UpdateAdminProfileService } from '../services/update-admin-profile.service';
import { AdminResponse } from './dto/admin.response';
import { ChangeAdminPasswordRequest } from './dto/change-admin-password.request';
import { UpdateAdminRequest } from './dto/update-admin.request';
import { MessageResponse } from './dto/user.response';
import { AdminOnly, CurrentAdmin } from './guards/admin.guard';
import { AdminSessionManager } from './session/admin-session-manager';

/**
 * What every admin does to their own account (docs/specification.md#admin-change-password and
 * #admin-profile).
 */
@ApiTags('back office: admins')
@Controller('api/admin')
@AdminOnly()
export class AdminProfileController {
  constructor(
    private readonly passwords: ChangeAdminPasswordService,
    private readonly profiles: UpdateAdminProfileService,
    private readonly sessions: AdminSessionManager,
  ) {}

  @Post('changePassword')
  @HttpCode(200)
  @RateLimit({ perIp: 10 })
  @ApiOkResponse({ type: MessageResponse })
  @ApiForbiddenResponse({ description: 'Invalid Old Password' })
  async changePassword(
    @CurrentAdmin() admin: AdminView,
    @Body() body: ChangeAdminPasswordRequest,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    const changed = await this.passwords.change(admin.id, body.oldPassword, body.newPassword);
    // The raised epoch ended every session of this admin; this one carries on under a new id.
    await this.sessions.start(req, reply, changed);
    return { message: 'Password updated successfully' };
  }

  /**
   * The specification calls it with a trailing slash (docs/specification.md#admin-calls):
   * platform/web/http-app.ts maps that onto this route.
   */
  @Post('updateAdmin')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminResponse })
  @ApiConflictResponse({ description: 'Email Already in use' })
  async updateAdmin(
    @CurrentAdmin() admin: AdminView,
    @Body() body: UpdateAdminRequest,
  ): Promise<AdminResponse> {
    return toAdminView(await this.profiles.update(admin.id, body));
  }
}
