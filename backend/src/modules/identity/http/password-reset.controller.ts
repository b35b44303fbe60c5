import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { CODE_ROUTE_ADDRESSES_PER_IP_PER_HOUR } from '../domain/abuse-limits';
import { PasswordResetService } from '../services/password-reset.service';
import { ResetPasswordRequest } from './dto/reset-password.request';
import { SendVerificationCodeRequest } from './dto/send-verification-code.request';
import { CodeMailResponse, MessageResponse } from './dto/user.response';
import { VerifyCodeRequest } from './dto/verify-code.request';

@ApiTags('identity')
@Controller('api/user')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  /**
   * An unknown address answers 404 "Email does not exist!" as specified
   * (docs/specification.md#customer-errors);
   * the per-IP limits bound probing addresses.
   */
  @Post('sendVerificationCode')
  @HttpCode(200)
  @RateLimit({
    perIp: 5,
    perIpPerHour: 20,
    perEmail: 5,
    addressesPerIpPerHour: CODE_ROUTE_ADDRESSES_PER_IP_PER_HOUR,
  })
  async sendCode(@Body() body: SendVerificationCodeRequest): Promise<CodeMailResponse> {
    const codeSent = await this.resets.sendCode(body.email);
    return { message: 'Verification code sent', codeSent };
  }

  // Code checks are limited per (IP, address), never per address alone: a stranger's calls must
  // not lock the owner out. Wrong codes count per IP and in total (OneTimeCodesService).
  @Post('verifyCode')
  @HttpCode(200)
  @RateLimit({ perIpAndEmail: 10, addressesPerIpPerHour: CODE_ROUTE_ADDRESSES_PER_IP_PER_HOUR })
  async verifyCode(
    @Body() body: VerifyCodeRequest,
    @Req() req: FastifyRequest,
  ): Promise<MessageResponse> {
    await this.resets.verifyCode(body.email, body.verificationCode, req.ip);
    return { message: 'Verification code verified' };
  }

  @Post('resetPassword')
  @HttpCode(200)
  @RateLimit({ perIpAndEmail: 10, addressesPerIpPerHour: CODE_ROUTE_ADDRESSES_PER_IP_PER_HOUR })
  async reset(
    @Body() body: ResetPasswordRequest,
    @Req() req: FastifyRequest,
  ): Promise<MessageResponse> {
    await this.resets.reset(body.email, body.verificationCode, body.newPassword, req.ip);
    return { message: 'Password Reset Successful' };
  }
}
