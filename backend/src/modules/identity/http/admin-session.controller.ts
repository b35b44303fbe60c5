import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequireBotCheck } from '@shared/http/bot-check.guard';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { AdminView, toAdminView } from '../domain/admin';
import { AdminLoginService } from '../services/admin-login.service';
import { RecordAdminActionService } from '../services/record-admin-action.service';
import { AdminResponse } from './dto/admin.response';
import { LoginRequest } from './dto/login.request';
import { SecondStepResponse } from './dto/second-factor.response';
import { MessageResponse } from './dto/user.response';
import { AdminOnly, CurrentAdmin } from './guards/admin.guard';
import { AdminSessionManager } from './session/admin-session-manager';

@ApiTags('back office: admins')
@Controller('api/admin')
export class AdminSessionController {
  constructor(
    private readonly logins: AdminLoginService,
    private readonly sessions: AdminSessionManager,
    private readonly audit: RecordAdminActionService,
  ) {}

  /**
   * docs/specification.md#admin-calls: answers the admin with its type, which decides where the
   * back office lands; or, for an admin with a second factor (or required to enrol one),
   * `{secondFactor}` and no admin session yet: admin-second-factor-login.controller.ts ends it.
   */
  @Post('login')
  @HttpCode(200)
  @ApiExtraModels(AdminResponse, SecondStepResponse)
  @ApiOkResponse({
    schema: {
      oneOf: [{ $ref: getSchemaPath(AdminResponse) }, { $ref: getSchemaPath(SecondStepResponse) }],
    },
  })
  // Guards run bottom-up: the rate limit counts a request before the bot check can refuse it.
  // Counters are per route, so admin logins have limits of their own.
  @RequireBotCheck()
  // As the customer login: per IP, per IP and address, and per account in LoginAttempts.
  @RateLimit({ perIp: 5, perIpAndEmailPerHour: 10 })
  async login(
    @Body() body: LoginRequest,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminResponse | SecondStepResponse> {
    const { admin, next } = await this.logins.login(body.email, body.password, req.ip);
    if (next !== 'session') {
      await this.sessions.startPending(req, reply, {
        adminId: admin.id,
        epoch: admin.sessionEpoch,
        step: next,
      });
      return { secondFactor: next };
    }
    await this.sessions.start(req, reply, admin);
    return toAdminView(admin);
  }

  @Post('logout')
  @HttpCode(200)
  @AdminOnly()
  @ApiOkResponse({ type: MessageResponse })
  async logout(
    @CurrentAdmin() admin: AdminView,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    await this.sessions.end(req, reply);
    await this.audit.record({ adminId: admin.id, adminEmail: admin.email, action: 'admin.logout' });
    return { message: 'Logged out' };
  }

  /** The profile read the specification does not show: who is logged in. */
  @Get('me')
  @AdminOnly()
  @ApiOkResponse({ type: AdminResponse })
  me(@CurrentAdmin() admin: AdminView): AdminResponse {
    return admin;
  }
}
