import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequireBotCheck } from '@shared/http/bot-check.guard';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { toCustomerView } from '../domain/customer';
import { LoginService } from '../services/login.service';
import { LoginRequest } from './dto/login.request';
import { MessageResponse, UserResponse } from './dto/user.response';
import { CustomerOnly } from './guards/customer.guard';
import { SessionManager } from './session/session-manager';

@ApiTags('identity')
@Controller('api/user')
export class LoginController {
  constructor(
    private readonly logins: LoginService,
    private readonly sessions: SessionManager,
  ) {}

  /** Logs in and rotates the session id (the old one, possibly planted, stops working). */
  @Post('loginUser')
  @HttpCode(200)
  // Guards run bottom-up here: the rate limit counts a request before the bot check can refuse it.
  @RequireBotCheck()
  // Per IP (5 a minute) and per IP and address (10 an hour); per account in LoginAttempts, which
  // a stranger cannot turn into a lock-out (docs/decisions.md#login-limits).
  @RateLimit({ perIp: 5, perIpAndEmailPerHour: 10 })
  async login(
    @Body() body: LoginRequest,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserResponse> {
    const customer = await this.logins.login(body.email, body.password, req.ip);
    await this.sessions.startCustomerSession(req, reply, customer.id);
    return { user: toCustomerView(customer) };
  }

  @Post('logout')
  @HttpCode(200)
  @CustomerOnly()
  async logout(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    await this.sessions.destroy(req, reply);
    return { message: 'Logged out' };
  }
}
