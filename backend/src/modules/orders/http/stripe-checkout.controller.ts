import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { CurrentCustomerId, CustomerOnly } from '@modules/identity/http/guards/customer.guard';
import { AnswerCreditRequestService } from '../services/answer-credit-request.service';
import { CheckMyPaymentService } from '../services/check-my-payment.service';
import { RevealOrderPinService } from '../services/reveal-order-pin.service';
import { StartCardCheckoutService } from '../services/start-card-checkout.service';
import { centsOf, CHECKOUT_LIMITS } from './checkout-limits';
import { CreateCheckoutSessionRequest } from './dto/create-checkout-session.request';
import { OrderProgressResponse } from './dto/order-progress.response';

@ApiTags('orders')
@Controller('api/stripe')
@CustomerOnly()
@ApiBadGatewayResponse({
  description: 'The payment provider is not reachable at the moment, please try again later.',
})
export class StripeCheckoutController {
  constructor(
    private readonly starts: StartCardCheckoutService,
    private readonly checks: CheckMyPaymentService,
    private readonly answers: AnswerCreditRequestService,
    private readonly pins: RevealOrderPinService,
  ) {}

  /** Starts a card payment for one offer and number; the browser goes to the answered url. */
  // A second click for the same offer and number answers the open checkout's url again.
  @Post('create-checkout-session')
  @ApiBadRequestResponse({
    description:
      "This phone number does not belong to the product's country; or the amount is outside the range this product allows",
  })
  @ApiTooManyRequestsResponse({ description: 'Too many requests, please try again later.' })
  async create(
    @CurrentCustomerId() customerId: string,
    @Body() body: CreateCheckoutSessionRequest,
  ): Promise<{ url: string }> {
    const { url, orderId } = await this.starts.start(
      customerId,
      body.productId,
      body.telenumber,
      centsOf(body.amount),
    );
    if (body.request) await this.answers.link(customerId, orderId, body.telenumber, body.request);
    return { url };
  }

  /**
   * The success page's check: confirms the payment if Stripe says paid (fulfils once). Only the
   * customer's own session; Stripe is not asked about any other.
   */
  @Post('checkout-session/:sessionId/check')
  @HttpCode(200)
  @RateLimit(CHECKOUT_LIMITS.check)
  @ApiOkResponse({ type: OrderProgressResponse })
  @ApiNotFoundResponse({ description: 'Order not found' })
  async check(
    @CurrentCustomerId() customerId: string,
    @Param('sessionId') sessionId: string,
  ): Promise<OrderProgressResponse> {
    const order = await this.checks.checkCard(customerId, sessionId);
    return OrderProgressResponse.of(order, this.pins.forCustomer(order, customerId));
  }
}
