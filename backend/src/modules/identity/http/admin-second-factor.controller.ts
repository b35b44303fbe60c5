import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import type { AdminView } from '../domain/admin';
import { ConfirmTotpEnrolmentService } from '../services/confirm-totp-enrolment.service';
import { ResetSecondFactorService } from '../services/reset-second-factor.service';
import { SecondFactorSettingsService } from '../services/second-factor-settings.service';
import { StartTotpEnrolmentService } from '../services/start-totp-enrolment.service';
import { AdminIdPipe } from './admin-id.pipe';
import { SecondFactorCodeRequest } from './dto/second-factor-code.request';
import { SecondFactorRequiredRequest } from './dto/second-factor-required.request';
import {
  RecoveryCodesResponse,
  SecondFactorRequiredResponse,
  SecondFactorStatusResponse,
  TotpEnrolmentResponse,
} from './dto/second-factor.response';
import { MessageResponse } from './dto/user.response';
import { AdminOnly, CurrentAdmin, MasterOnly } from './guards/admin.guard';

/**
 * The second factor from the profile (every admin enrols their own), and the master's powers
 * over it: the site-wide rule and the reset of another admin's (docs/specification.md#admin-login).
 */
@ApiTags('back office: admins')
@Controller('api/admin')
export class AdminSecondFactorController {
  constructor(
    private readonly settings: SecondFactorSettingsService,
    private readonly enrolmentStart: StartTotpEnrolmentService,
    private readonly enrolmentConfirm: ConfirmTotpEnrolmentService,
    private readonly resets: ResetSecondFactorService,
  ) {}

  @Get('totp')
  @AdminOnly()
  @ApiOkResponse({ type: SecondFactorStatusResponse })
  async status(@CurrentAdmin() admin: AdminView): Promise<SecondFactorStatusResponse> {
    const status = await this.settings.status(admin.id);
    return { ...status, enrolledAt: status.enrolledAt?.toISOString() ?? null };
  }

  @Post('totp/enrolment')
  @HttpCode(200)
  @AdminOnly()
  @RateLimit({ perIp: 10 })
  @ApiOkResponse({ type: TotpEnrolmentResponse })
  @ApiConflictResponse({ description: 'Two-step verification is already on' })
  enrol(@CurrentAdmin() admin: AdminView): Promise<TotpEnrolmentResponse> {
    return this.enrolmentStart.start(admin);
  }

  @Post('totp/enrolment/confirm')
  @HttpCode(200)
  @AdminOnly()
  @RateLimit({ perIp: 10 })
  @ApiOkResponse({ type: RecoveryCodesResponse })
  @ApiBadRequestResponse({ description: 'Invalid authentication code' })
  @ApiConflictResponse({
    description:
      'Two-step verification is already on / No authenticator is waiting for its first code, please start again',
  })
  async confirm(
    @CurrentAdmin() admin: AdminView,
    @Body() body: SecondFactorCodeRequest,
  ): Promise<RecoveryCodesResponse> {
    return { recoveryCodes: await this.enrolmentConfirm.confirm(admin, body.code) };
  }

  @Put('totp/required')
  @MasterOnly()
  @ApiOkResponse({ type: SecondFactorRequiredResponse })
  async setRequired(
    @CurrentAdmin() master: AdminView,
    @Body() body: SecondFactorRequiredRequest,
  ): Promise<SecondFactorRequiredResponse> {
    await this.settings.setRequired(master, body.required);
    return { required: body.required };
  }

  @Delete('admins/:id/totp')
  @MasterOnly()
  @ApiOkResponse({ type: MessageResponse })
  @ApiBadRequestResponse({ description: 'Invalid admin id' })
  @ApiNotFoundResponse({
    description: 'Admin not found / This admin has no two-step verification',
  })
  @ApiConflictResponse({ description: 'You cannot reset your own two-step verification' })
  async reset(
    @CurrentAdmin() master: AdminView,
    @Param('id', AdminIdPipe) id: string,
  ): Promise<MessageResponse> {
    await this.resets.reset(master, id);
    return { message: 'Two-step verification has been reset' };
  }
}
