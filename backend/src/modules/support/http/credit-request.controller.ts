import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequireBotCheck } from '@shared/http/bot-check.guard';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { requestLanguage } from '@shared/http/request-language';
import { RequestCreditService } from '../services/request-credit.service';
import { CreditRequestRequest } from './dto/credit-request.request';

@ApiTags('support')
@Controller('api/creditRequest')
export class CreditRequestController {
  constructor(private readonly credits: RequestCreditService) {}

  /** Asks someone abroad (the requestee) by e-mail to send the requestor mobile credit. */
  @Post('sendRequest')
  // Guards run bottom-up here: the rate limit counts a request before the bot check can refuse it.
  @RequireBotCheck()
  @RateLimit({ perIp: 3 })
  async sendRequest(
    @Body() body: CreditRequestRequest,
    @Req() req: FastifyRequest,
  ): Promise<{ message: string }> {
    await this.credits.requestCredit({
      // The requester's language, from the site's cookie (docs/decisions.md#mail-language).
      language: requestLanguage(req),
      requestorName: body.RequestorName,
      requestorTele: body.RequestorTele,
      requestorEmail: body.RequestorEmail,
      requesteeName: body.RequesteeName,
      requesteeEmail: body.RequesteeEmail,
      message: body.RequestorMessage,
    });
    return { message: 'Request sent' };
  }
}
