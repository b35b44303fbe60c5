import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  Post,
  RawBodyRequest,
  Req,
} from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CardCheckout, InvalidWebhookSignature } from '../../../shared/ports/card-checkout.port';
import { CsrfExempt } from '../../identity/http/guards/csrf-exempt.decorator';
import { ConfirmCardPaymentService } from '../services/confirm-card-payment.service';

@ApiTags('orders')
@Controller('api/stripe')
export class StripeWebhookController {
  constructor(
    private readonly checkout: CardCheckout,
    private readonly confirmations: ConfirmCardPaymentService,
  ) {}

  /** Stripe's signed events on the raw body; the payment itself is read back from Stripe. */
  @Post('webhook')
  @HttpCode(200)
  @CsrfExempt()
  @ApiExcludeEndpoint()
  async webhook(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature?: string,
  ) {
    let sessionId: string | null;
    try {
      sessionId = await this.checkout.sessionFromWebhook(req.rawBody ?? Buffer.alloc(0), signature);
    } catch (err) {
      if (err instanceof InvalidWebhookSignature)
        throw new BadRequestException('Invalid webhook signature');
      throw err;
    }
    if (sessionId) await this.confirmations.confirmSession(sessionId, 'webhook');
    return { received: true };
  }
}
