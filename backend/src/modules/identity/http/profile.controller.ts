import { Body, Controller, Get, HttpCode, Patch, Post, Put, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { toCustomerView } from '../domain/customer';
import { ChangeCustomerPasswordService } from '../services/change-customer-password.service';
import { ChangeEmailService } from '../services/change-email.service';
import { ProfileService } from '../services/profile.service';
import { ChangePasswordRequest } from './dto/change-password.request';
import { UpdateEmailRequest } from './dto/update-email.request';
import { UpdateLanguageRequest } from './dto/update-language.request';
import { UpdateNamePhoneRequest } from './dto/update-name-phone.request';
import { MessageResponse, UserResponse } from './dto/user.response';
import { CurrentCustomerId, CustomerOnly } from './guards/customer.guard';
import { SessionManager } from './session/session-manager';

@ApiTags('identity')
@Controller('api/user')
@CustomerOnly()
export class ProfileController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly emailChange: ChangeEmailService,
    private readonly passwordChange: ChangeCustomerPasswordService,
    private readonly sessions: SessionManager,
  ) {}

  @Get('profile')
  async profile(@CurrentCustomerId() id: string): Promise<UserResponse> {
    return { user: toCustomerView(await this.profiles.get(id)) };
  }

  @Patch('updateUserNamePhone')
  async updateNamePhone(
    @CurrentCustomerId() id: string,
    @Body() body: UpdateNamePhoneRequest,
  ): Promise<UserResponse> {
    return {
      user: toCustomerView(
        await this.profiles.updateNamePhone(id, body.fullname, body.phoneNumber),
      ),
    };
  }

  /** Needs the new address verified first (sendActivationCode + verifyActivationCode while logged in). */
  @Patch('updateUserEmail')
  async updateEmail(
    @CurrentCustomerId() id: string,
    @Body() body: UpdateEmailRequest,
  ): Promise<UserResponse> {
    return { user: toCustomerView(await this.emailChange.change(id, body.email)) };
  }

  /**
   * The language the customer's mails are written in (docs/specification.md#customer-language);
   * the site calls it when the customer picks a language while logged in.
   */
  @Put('language')
  @HttpCode(204)
  @RateLimit({ perIp: 20 })
  async updateLanguage(
    @CurrentCustomerId() id: string,
    @Body() body: UpdateLanguageRequest,
  ): Promise<void> {
    await this.profiles.setLanguage(id, body.language);
  }

  @Post('changePassword')
  @HttpCode(200)
  @RateLimit({ perIp: 10 })
  async changePassword(
    @CurrentCustomerId() id: string,
    @Body() body: ChangePasswordRequest,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    await this.passwordChange.change(id, body.oldPassword, body.newPassword);
    // Other sessions ended with the old password; this one carries on under a new id.
    await this.sessions.startCustomerSession(req, reply, id);
    return { message: 'Password changed successfully' };
  }
}
