import { Body, Controller, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toCents } from '@shared/domain/money';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { requestLanguage } from '@shared/http/request-language';
import {
  WalletOrderResponse,
  WalletRefusalResponse,
  WalletTokenResponse,
} from '@shared/http/wallet-responses';
import { CaptureWalletPaymentService } from '../services/capture-wallet-payment.service';
import { ReadWalletSetupService } from '../services/read-wallet-setup.service';
import { StartWalletPaymentService } from '../services/start-wallet-payment.service';
import { MvmWalletOrderParams } from './dto/mvm-params';
import { MvmCaptureRequest, MvmWalletOrderRequest } from './dto/mvm-requests';
import { MvmPaymentResponse, MvmWalletCaptureResponse } from './dto/mvm-responses';
import { MVM_LIMITS } from './mvm-limits';

const MAINTENANCE = 'The service is under maintenance, please try again later.';

/**
 * The wallet button of the course and project forms (docs/specification.md#mvm-calls); no login.
 */
@ApiTags('mvm')
@Controller('api/mvmpaypal')
@ApiBadGatewayResponse({
  description: 'The payment provider is not reachable at the moment, please try again later.',
})
@ApiServiceUnavailableResponse({ description: MAINTENANCE })
export class MvmWalletController {
  constructor(
    private readonly setups: ReadWalletSetupService,
    private readonly starts: StartWalletPaymentService,
    private readonly captures: CaptureWalletPaymentService,
  ) {}

  /** What the wallet button needs: PayPal's client id and token, or the local sandbox button. */
  @Post('token')
  @HttpCode(200)
  @RateLimit(MVM_LIMITS.token)
  @ApiOkResponse({ type: WalletTokenResponse })
  async token(): Promise<WalletTokenResponse> {
    const setup = await this.setups.setup();
    return { client_token: setup.clientToken, client_id: setup.clientId, mode: setup.mode };
  }

  /** Records the payment and creates the wallet order for exactly the typed amount. */
  @Post('orders')
  @HttpCode(201)
  @RateLimit(MVM_LIMITS.start)
  @ApiCreatedResponse({ type: WalletOrderResponse })
  @ApiUnprocessableEntityResponse({
    type: WalletRefusalResponse,
    description: 'The gateway refused the order',
  })
  async create(
    @Body() body: MvmWalletOrderRequest,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WalletOrderResponse | WalletRefusalResponse> {
    const { cart } = body;
    const started = await this.starts.start({
      amountCents: toCents(cart.amount),
      description: cart.description,
      payerName: cart.payerName,
      course: cart.course,
      email: cart.email ?? null,
      language: requestLanguage(req),
    });
    if (started.state === 'refused')
      return WalletRefusalResponse.send(reply, started.details, started.debugId);
    return { id: started.walletOrderId };
  }

  /** Captures the approved order; the payment is PAID only when the capture matches it. */
  @Post(':orderID/capture')
  @HttpCode(200)
  @RateLimit(MVM_LIMITS.capture)
  @ApiOkResponse({ type: MvmWalletCaptureResponse })
  @ApiNotFoundResponse({ description: 'Payment not found' })
  @ApiUnprocessableEntityResponse({
    type: WalletRefusalResponse,
    description: 'The gateway refused the capture, or the capture does not match the payment',
  })
  async capture(
    @Param() params: MvmWalletOrderParams,
    @Body() _body: MvmCaptureRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MvmWalletCaptureResponse | WalletRefusalResponse> {
    const captured = await this.captures.capture(params.orderID);
    if (captured.state === 'refused')
      return WalletRefusalResponse.send(reply, captured.details, captured.debugId);
    return {
      id: captured.walletOrderId,
      status: captured.orderStatus,
      purchase_units: [{ payments: { captures: [captured.capture] } }],
      payment: MvmPaymentResponse.of(captured.payment),
    };
  }
}
