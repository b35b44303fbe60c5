import { Global, Module } from '@nestjs/common';
import { BotCheck } from '@shared/ports/bot-check.port';
import { AltchaBotCheck } from './altcha-bot-check';
import { CaptchaController } from './http/captcha.controller';

@Global()
@Module({
  controllers: [CaptchaController],
  providers: [AltchaBotCheck, { provide: BotCheck, useExisting: AltchaBotCheck }],
  exports: [BotCheck],
})
export class CaptchaModule {}
