import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CsrfTokenResponse } from './dto/csrf-token.response';
import { SessionManager } from './session/session-manager';

@ApiTags('identity')
@Controller('api/user')
export class CsrfTokenController {
  constructor(private readonly sessions: SessionManager) {}

  /** The anti-forgery token of the caller's session (anonymous: of their cookie, nothing stored). */
  @Get('token')
  @ApiOkResponse({ type: CsrfTokenResponse })
  async token(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CsrfTokenResponse> {
    const csrfToken = await this.sessions.csrfToken(req, reply);
    void reply.header('Cache-Control', 'no-store');
    return { csrfToken };
  }
}
