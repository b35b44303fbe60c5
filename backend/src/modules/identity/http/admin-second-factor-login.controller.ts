import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@shared/domain/domain-error';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { type Admin, toAdminView } from '../domain/admin';
import { IdentityErrors } from '../domain/identity.errors';
import type { PendingAdminLogin } from '../domain/session';
import { AdminSecondFactorLoginService } from '../services/admin-second-factor-login.service';
import { AdminResponse } from './dto/admin.response';
import { SecondFactorCodeRequest } from './dto/second-factor-code.request';
import { EnrolledLoginResponse, TotpEnrolmentResponse } from './dto/second-factor.response';
import { AdminSessionManager } from './session/admin-session-manager';

/**
 * The admin login's second step (docs/specification.md#admin-login), for the browser whose
 * password step answered `{secondFactor}`: no admin session yet, only the pending login next to
 * the browser session. Anyone may call them; without a pending login they answer 401. The bot
 * check was the password step's; the per-IP limits are these routes' own.
 */
@ApiTags('back office: admins')
@Controller('api/admin/login')
export class AdminSecondFactorLoginController {
  constructor(
    private readonly secondStep: AdminSecondFactorLoginService,
    private readonly sessions: AdminSessionManager,
  ) {}

  @Post('code')
  @HttpCode(200)
  // Above the pending login's 5 tries, so those end in "expired" (password again), not 429.
  @RateLimit({ perIp: 10 })
  @ApiOkResponse({ type: AdminResponse })
  @ApiUnauthorizedResponse({
    description: 'Invalid authentication code / Your login has expired, please log in again',
  })
  async code(
    @Body() body: SecondFactorCodeRequest,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminResponse> {
    const admin = await this.step(req, (pending) =>
      this.secondStep.verify(pending, body.code, req.ip),
    );
    await this.finish(req, reply, admin);
    return toAdminView(admin);
  }

  @Post('enrolment')
  @HttpCode(200)
  @RateLimit({ perIp: 10 })
  @ApiOkResponse({ type: TotpEnrolmentResponse })
  @ApiUnauthorizedResponse({ description: 'Your login has expired, please log in again' })
  async enrolment(@Req() req: FastifyRequest): Promise<TotpEnrolmentResponse> {
    return this.step(req, (pending) => this.secondStep.startEnrolment(pending, req.ip));
  }

  @Post('enrolment/confirm')
  @HttpCode(200)
  @RateLimit({ perIp: 10 })
  @ApiOkResponse({ type: EnrolledLoginResponse })
  @ApiUnauthorizedResponse({
    description: 'Invalid authentication code / Your login has expired, please log in again',
  })
  async confirmEnrolment(
    @Body() body: SecondFactorCodeRequest,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EnrolledLoginResponse> {
    const { admin, recoveryCodes } = await this.step(req, (pending) =>
      this.secondStep.confirmEnrolment(pending, body.code, req.ip),
    );
    await this.finish(req, reply, admin);
    return { admin: toAdminView(admin), recoveryCodes };
  }

  /** Runs a step of the pending login; an expired one is forgotten, so the password comes next. */
  private async step<T>(
    req: FastifyRequest,
    run: (pending: PendingAdminLogin) => Promise<T>,
  ): Promise<T> {
    const pending = await this.sessions.pending(req);
    if (!pending) throw new DomainError(IdentityErrors.TOTP_LOGIN_EXPIRED);
    try {
      return await run(pending);
    } catch (err) {
      if (err instanceof DomainError && err.code === IdentityErrors.TOTP_LOGIN_EXPIRED)
        await this.sessions.endPending(req);
      throw err;
    }
  }

  private async finish(req: FastifyRequest, reply: FastifyReply, admin: Admin): Promise<void> {
    await this.sessions.endPending(req);
    await this.sessions.start(req, reply, admin);
  }
}
