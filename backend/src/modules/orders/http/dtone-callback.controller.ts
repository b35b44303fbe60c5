import { timingSafeEqual } from 'node:crypto';
import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  NotFoundException,
  Param,
  Post,
} from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { AppConfig } from '@config/app-config';
import { CsrfExempt } from '@shared/http/csrf-exempt.decorator';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { TakeTopUpCallbackService } from '../services/take-top-up-callback.service';
import { dtoneCallbackBodySchema } from './dto/dtone-callback.body';

/**
 * DT One's transaction callbacks (docs/specification.md#dt-one-callbacks), at the URL sent
 * as `callback_url` with every top-up: the path's secret keeps strangers from queueing work (a
 * wrong one answers 404, as for any unknown path); sessions play no part, so anonymous,
 * customers and admins are treated alike. A valid body answers 202 whatever it names (DT One
 * retries non-2xx answers), and the order is only looked at, never moved, from here.
 */
@Controller('api/dtone')
export class DtoneCallbackController {
  constructor(
    private readonly callbacks: TakeTopUpCallbackService,
    private readonly config: AppConfig,
  ) {}

  @Post('callbacks/:secret')
  @HttpCode(202)
  @CsrfExempt()
  // DT One calls from a few addresses, about once per top-up: generous, but bounded.
  @RateLimit({ perIp: 600 })
  @ApiExcludeEndpoint()
  async callback(@Param('secret') secret: string, @Body() body: unknown) {
    if (!sameSecret(secret, this.config.dtoneCallbackSecret)) throw new NotFoundException();
    const parsed = dtoneCallbackBodySchema.safeParse(body);
    if (!parsed.success)
      throw new BadRequestException('A DT One transaction with id and external_id is expected');
    await this.callbacks.take({
      externalId: parsed.data.external_id,
      providerTransactionId: parsed.data.id,
    });
    return { received: true };
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
