import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  Post,
  RawBodyRequest,
  Req,
} from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CardSessionConfirmations } from '../card-session-confirmations';
import { CardPaymentAlertDispatch } from '../card-payment-alert-dispatch';
import { CardPaymentAlerts } from '../../ports/card-payment-alerts.port';
import {
  CardCheckout,
  InvalidWebhookSignature,
  type WebhookSession,
} from '../../ports/card-checkout.port';
import { CsrfExempt } from '../../http/csrf-exempt.decorator';

@Controller('api/stripe')
export class StripeWebhookController {
  constructor(
    private readonly checkout: CardCheckout,
    private readonly confirmations: CardSessionConfirmations,
    private readonly alerts: CardPaymentAlerts,
    private readonly alertHandlers: CardPaymentAlertDispatch,
  ) {}

  /**
   * Stripe's signed events on the raw body (the real gateway's and the sandbox's alike, through
   * the CardCheckout port); the payment itself is read back from Stripe by the context whose
   * session it is (metadata.purpose), through its CardSessionConfirmationHandler. Early fraud
   * warnings and disputes are read back from Stripe too and go to the context whose payment they
   * concern (CardPaymentAlertHandler).
   */
  @Post('webhook')
  @HttpCode(200)
  @CsrfExempt()
  @ApiExcludeEndpoint()
  async webhook(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature?: string,
  ) {
    let session: WebhookSession | null;
    try {
      session = await this.checkout.sessionFromWebhook(req.rawBody ?? Buffer.alloc(0), signature);
    } catch (err) {
      if (err instanceof InvalidWebhookSignature)
        throw new BadRequestException('Invalid webhook signature');
      throw err;
    }
    if (session) {
      await this.confirmations.confirm(session.purpose, session.sessionId, 'webhook');
      return { received: true };
    }
    // The signature was verified just above; this reads the event type and the object's id.
    const ref = await this.alerts.alertFromWebhook(req.rawBody ?? Buffer.alloc(0), signature);
    const alert = ref && (await this.alerts.retrieve(ref));
    if (alert) await this.alertHandlers.dispatch(alert);
    return { received: true };
  }
}
