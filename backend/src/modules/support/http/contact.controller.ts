import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RequireBotCheck } from '@shared/http/bot-check.guard';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { ContactUsService } from '../services/contact-us.service';
import { ContactUsRequest } from './dto/contact-us.request';

@ApiTags('support')
@Controller('api/user')
export class ContactController {
  constructor(private readonly messages: ContactUsService) {}

  @Post('contactUs')
  @HttpCode(200)
  // Guards run bottom-up here: the rate limit counts a request before the bot check can refuse it.
  @RequireBotCheck()
  @RateLimit({ perIp: 3 })
  async contactUs(@Body() body: ContactUsRequest): Promise<{ message: string }> {
    await this.messages.contact(body);
    return { message: 'Email sent' };
  }
}
