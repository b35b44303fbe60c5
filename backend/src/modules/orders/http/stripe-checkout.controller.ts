import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CurrentCustomerId, CustomerOnly } from '../../identity/http/guards/customer.guard';
import { DomainError } from '../../../shared/domain/domain-error';
import { OrdersErrors } from '../domain/orders.errors';
import { ConfirmCardPaymentService } from '../services/confirm-card-payment.service';
import { StartCardCheckoutService } from '../services/start-card-checkout.service';
import { CreateCheckoutSessionRequest } from './dto/create-checkout-session.request';
import { OrderProgressResponse } from './dto/order-progress.response';

@ApiTags('orders')
@Controller('api/stripe')
@CustomerOnly()
export class StripeCheckoutController {
  constructor(
    private readonly starts: StartCardCheckoutService,
    private readonly confirmations: ConfirmCardPaymentService,
  ) {}

  /** Starts a card payment for one offer and number; the browser goes to the answered url. */
  // A second click for the same offer and number answers the open checkout's url again.
  @Post('create-checkout-session')
  @ApiBadRequestResponse({
    description: "This phone number does not belong to the product's country",
  })
  @ApiTooManyRequestsResponse({ description: 'Too many requests, please try again later.' })
  async create(
    @CurrentCustomerId() customerId: string,
    @Body() body: CreateCheckoutSessionRequest,
  ): Promise<{ url: string }> {
    const { url } = await this.starts.start(customerId, body.productId, body.telenumber);
    return { url };
  }

  /** The success page's check: confirms the payment if Stripe says paid (fulfils once). */
  @Post('checkout-session/:sessionId/check')
  @HttpCode(200)
  @ApiOkResponse({ type: OrderProgressResponse })
  @ApiNotFoundResponse({ description: 'Order not found' })
  async check(
    @CurrentCustomerId() customerId: string,
    @Param('sessionId') sessionId: string,
  ): Promise<OrderProgressResponse> {
    const order = await this.confirmations.confirmSession(sessionId, 'success-page');
    if (!order || order.customerId !== customerId)
      throw new DomainError(OrdersErrors.ORDER_NOT_FOUND);
    return OrderProgressResponse.of(order);
  }
}
