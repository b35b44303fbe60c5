import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { ReadMvmPaymentService } from '../services/read-payment.service';
import { MvmPaymentIdParams } from './dto/mvm-params';
import { MvmPaymentResponse } from './dto/mvm-responses';
import { MVM_LIMITS } from './mvm-limits';

/** The invoice page's source: the payment as the server confirmed it. */
@ApiTags('mvm')
@Controller('api/mvm/payments')
export class MvmPaymentsController {
  constructor(private readonly payments: ReadMvmPaymentService) {}

  /** One payment by its id (a pending card payment is first checked with Stripe). */
  @Get(':id')
  @RateLimit(MVM_LIMITS.read)
  @ApiOkResponse({ type: MvmPaymentResponse })
  @ApiNotFoundResponse({ description: 'Payment not found' })
  async read(@Param() params: MvmPaymentIdParams): Promise<MvmPaymentResponse> {
    return MvmPaymentResponse.of(await this.payments.read(params.id));
  }
}
