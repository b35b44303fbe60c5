import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CsrfTokenResponse } from './dto/csrf-token.response';
import { SessionManager } from './session/session-manager';

@ApiTags('identity')
@Controller('api/user')
export class CsrfTokenController {
  constructor(private readonly sessions: SessionManager) {}

  /** The anti-forgery token of the caller's session (an anonymous session is started if needed). */
  @Get('token')
  @ApiOkResponse({ type: CsrfTokenResponse })
  async token(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CsrfTokenResponse> {
    const session = await this.sessions.ensure(req, reply);
    void reply.header('Cache-Control', 'no-store');
    return { csrfToken: session.csrfToken };
  }
}
