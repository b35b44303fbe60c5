import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { AltchaBotCheck } from '../altcha-bot-check';

@ApiTags('captcha')
@Controller('api/captcha')
@SkipThrottle()
export class CaptchaController {
  constructor(private readonly altcha: AltchaBotCheck) {}

  /** A fresh ALTCHA challenge for the widget (signed, expiring; each is good for one form post). */
  @Get('challenge')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'An ALTCHA v2 challenge: {parameters, signature}' })
  challenge() {
    return this.altcha.challenge();
  }
}
