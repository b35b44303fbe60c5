import { Body, Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  WalletOrderResponse,
  WalletRefusalResponse,
  WalletTokenResponse,
} from '@shared/http/wallet-responses';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { CurrentCustomerId, CustomerOnly } from '@modules/identity/http/guards/customer.guard';
import { CaptureWalletPaymentService } from '../services/capture-wallet-payment.service';
import { AnswerCreditRequestService } from '../services/answer-credit-request.service';
import { CheckMyPaymentService } from '../services/check-my-payment.service';
import { RevealOrderPinService } from '../services/reveal-order-pin.service';
import { StartWalletCheckoutService } from '../services/start-wallet-checkout.service';
import { WalletClientSetupService } from '../services/wallet-client-setup.service';
import {
  CreateWalletOrderRequest,
  WalletCaptureResponse,
  WalletOrderParams,
} from './dto/wallet.dto';
import { OrderProgressResponse } from './dto/order-progress.response';
import { centsOf, CHECKOUT_LIMITS } from './checkout-limits';

/**
 * Wallet top-ups (docs/specification.md#customer-calls): the Payment page's PayPal button (or, in
 * the sandbox, the local
 * wallet button) gets a client token, creates an order for one offer and number, and captures
 * it once the payer approved. Customers only, CSRF as every POST, 503 while the storefront is off.
 */
@ApiTags('orders')
@Controller('api/paypal')
@CustomerOnly()
@ApiServiceUnavailableResponse({
  description: 'The service is under maintenance, please try again later.',
})
@ApiBadGatewayResponse({
  description: 'The payment provider is not reachable at the moment, please try again later.',
})
export class PaypalCheckoutController {
  constructor(
    private readonly setups: WalletClientSetupService,
    private readonly starts: StartWalletCheckoutService,
    private readonly captures: CaptureWalletPaymentService,
    private readonly checks: CheckMyPaymentService,
    private readonly answers: AnswerCreditRequestService,
    private readonly pins: RevealOrderPinService,
  ) {}

  /** The client token (and client id) for the wallet buttons; mode 'sandbox' for the local one. */
  @Post('token')
  @HttpCode(200)
  @RateLimit(CHECKOUT_LIMITS.token)
  @ApiOkResponse({ type: WalletTokenResponse })
  async token(): Promise<WalletTokenResponse> {
    const setup = await this.setups.setup();
    return { client_token: setup.clientToken, client_id: setup.clientId, mode: setup.mode };
  }

  /** A PayPal order for one offer and number, priced by the server; a second click re-uses it. */
  @Post('orders')
  @ApiCreatedResponse({ type: WalletOrderResponse })
  @ApiBadRequestResponse({
    description: "This phone number does not belong to the product's country",
  })
  @ApiTooManyRequestsResponse({ description: 'Too many requests, please try again later.' })
  @ApiUnprocessableEntityResponse({ type: WalletRefusalResponse, description: 'PayPal refused' })
  async create(
    @CurrentCustomerId() customerId: string,
    @Body() body: CreateWalletOrderRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WalletOrderResponse | WalletRefusalResponse> {
    const { productId, telenumber, amount } = body.cart;
    const started = await this.starts.start(customerId, productId, telenumber, centsOf(amount));
    if (started.state === 'refused')
      return WalletRefusalResponse.send(reply, started.details, started.debugId);
    const { request } = body.cart;
    if (request) await this.answers.link(customerId, started.orderId, telenumber, request);
    return { id: started.walletOrderId };
  }

  /**
   * Captures the approved order. Payment counts only for a COMPLETED capture of the order's
   * amount in USD with our order id; a DECLINED capture answers 200 with that status (the order
   * is cancelled); PayPal's refusals (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED) answer 422.
   */
  @Post(':orderID/capture')
  @HttpCode(200)
  @RateLimit(CHECKOUT_LIMITS.capture)
  @ApiOkResponse({ type: WalletCaptureResponse })
  @ApiNotFoundResponse({ description: 'Order not found' })
  @ApiUnprocessableEntityResponse({ type: WalletRefusalResponse, description: 'PayPal refused' })
  async capture(
    @CurrentCustomerId() customerId: string,
    @Param() params: WalletOrderParams,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WalletCaptureResponse | WalletRefusalResponse> {
    const result = await this.captures.capture(params.orderID, customerId, 'capture');
    if (result.state === 'refused')
      return WalletRefusalResponse.send(reply, result.details, result.debugId);
    return {
      id: result.walletOrderId,
      status: result.orderStatus,
      purchase_units: [{ payments: { captures: [result.capture] } }],
      orderId: result.order.id,
    };
  }

  /**
   * The success page's check after a wallet payment: asks PayPal about the customer's own order
   * still waiting for payment (settled as reconciliation would), then answers the order's
   * progress. Another customer's order is not found, and PayPal is not asked about it.
   */
  @Post(':orderID/check')
  @HttpCode(200)
  @RateLimit(CHECKOUT_LIMITS.check)
  @ApiOkResponse({ type: OrderProgressResponse })
  @ApiNotFoundResponse({ description: 'Order not found' })
  async check(
    @CurrentCustomerId() customerId: string,
    @Param() params: WalletOrderParams,
  ): Promise<OrderProgressResponse> {
    const order = await this.checks.checkWallet(customerId, params.orderID);
    return OrderProgressResponse.of(order, this.pins.forCustomer(order, customerId));
  }
}
