import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { requestLanguage } from '@shared/http/request-language';
import { CODE_ROUTE_ADDRESSES_PER_IP_PER_HOUR } from '../domain/abuse-limits';
import { ChangeEmailService } from '../services/change-email.service';
import { SignupService } from '../services/signup.service';
import { CreateUserRequest } from './dto/create-user.request';
import { SendActivationCodeRequest } from './dto/send-activation-code.request';
import { CodeMailResponse, MessageResponse } from './dto/user.response';
import { VerifyActivationCodeRequest } from './dto/verify-code.request';
import { BotCheckUnlessCustomerGuard } from './guards/bot-check-unless-customer.guard';
import { SessionManager } from './session/session-manager';

/**
 * Sign-up, and a logged-in customer's new e-mail address: the specification confirms both
 * through the same two code routes, so whether a customer is logged in picks the use case.
 */
@ApiTags('identity')
@Controller('api/user')
export class SignupController {
  constructor(
    private readonly signup: SignupService,
    private readonly emailChange: ChangeEmailService,
    private readonly sessions: SessionManager,
  ) {}

  /** E-mails an activation code (signup), or an e-mail-change code when a customer is logged in. */
  @Post('sendActivationCode')
  @HttpCode(200)
  @UseGuards(BotCheckUnlessCustomerGuard)
  // Per IP and per address here; per account (e-mail change) and per address a day in the services.
  @RateLimit({
    perIp: 5,
    perIpPerHour: 20,
    perEmail: 5,
    addressesPerIpPerHour: CODE_ROUTE_ADDRESSES_PER_IP_PER_HOUR,
  })
  async sendActivationCode(
    @Body() body: SendActivationCodeRequest,
    @Req() req: FastifyRequest,
  ): Promise<CodeMailResponse> {
    const customerId = await this.sessions.currentCustomerId(req);
    const codeSent = customerId
      ? await this.emailChange.sendCode(customerId, body.email)
      : await this.signup.sendCode(body.email, requestLanguage(req));
    return { message: 'Activation code sent', codeSent };
  }

  // Code checks are limited per (IP, address), never per address alone: a stranger's calls must
  // not lock the owner out. Wrong codes count per IP and in total (OneTimeCodesService).
  @Post('verifyActivationCode')
  @HttpCode(200)
  @RateLimit({ perIpAndEmail: 10, addressesPerIpPerHour: CODE_ROUTE_ADDRESSES_PER_IP_PER_HOUR })
  async verifyActivationCode(
    @Body() body: VerifyActivationCodeRequest,
    @Req() req: FastifyRequest,
  ): Promise<MessageResponse> {
    if (await this.sessions.currentCustomerId(req))
      await this.emailChange.verifyCode(body.email, body.activationCode, req.ip);
    else await this.signup.verifyCode(body.email, body.activationCode, req.ip);
    return { message: 'Activation code verified' };
  }

  @Post('createuser')
  @RateLimit({ perIpAndEmail: 10, addressesPerIpPerHour: CODE_ROUTE_ADDRESSES_PER_IP_PER_HOUR })
  async createUser(
    @Body() body: CreateUserRequest,
    @Req() req: FastifyRequest,
  ): Promise<MessageResponse> {
    await this.signup.createCustomer({ ...body, language: requestLanguage(req) }, req.ip);
    return { message: 'User created successfully' };
  }
}
