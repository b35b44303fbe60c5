import { Body, Controller, Post, Req } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiCreatedResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { toCents } from '@shared/domain/money';
import type { FastifyRequest } from 'fastify';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { requestLanguage } from '@shared/http/request-language';
import { StartCardPaymentService } from '../services/start-card-payment.service';
import { courseOrNull, MvmCardPaymentRequest } from './dto/mvm-payment-fields';
import { MvmCardPaymentResponse } from './dto/mvm-responses';
import { MVM_LIMITS } from './mvm-limits';

/**
 * 'Pay with Stripe' on the project form (docs/specification.md#mvm-calls: the name is the
 * specification's).
 */
@ApiTags('mvm')
@Controller('api/stripe')
@ApiBadGatewayResponse({
  description: 'The payment provider is not reachable at the moment, please try again later.',
})
export class MvmCardController {
  constructor(private readonly starts: StartCardPaymentService) {}

  /** A Stripe Checkout Session for the typed amount; the browser goes to `session.url`. */
  @Post('paymentIntent')
  @RateLimit(MVM_LIMITS.start)
  @ApiCreatedResponse({ type: MvmCardPaymentResponse })
  @ApiServiceUnavailableResponse({
    description: 'The service is under maintenance, please try again later.',
  })
  async create(
    @Body() body: MvmCardPaymentRequest,
    @Req() req: FastifyRequest,
  ): Promise<MvmCardPaymentResponse> {
    const { url } = await this.starts.start({
      amountCents: toCents(body.amount),
      description: body.description,
      payerName: body.payerName,
      course: courseOrNull(body.course),
      email: body.email ?? null,
      language: requestLanguage(req),
    });
    return { session: { url } };
  }
}
