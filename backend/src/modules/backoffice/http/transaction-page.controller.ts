import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentAdmin } from '@modules/identity/http/guards/admin.guard';
import type { AdminActor } from '../domain/admin-actor';
import { CheckTransactionService } from '../services/check-transaction.service';
import { ReadOrderPageService } from '../services/read-order-page.service';
import { RefundTransactionService } from '../services/refund-transaction.service';
import { ApproveTransactionService } from '../services/approve-transaction.service';
import { RefuseTransactionService } from '../services/refuse-transaction.service';
import { OrderIdParams } from './dto/order-id.params';
import { OrderActionResponse, OrderPageResponse } from './dto/order-page.response';
import { RateLimit } from '@shared/http/rate-limit.decorator';

/**
 * Per client IP, for the order actions: each may call Stripe, PayPal or DT One. Far above what a
 * person clicks (two admins working a review queue together fit), far below a script's loop.
 */
const ORDER_ACTIONS_PER_IP = { perIp: 30 };

/**
 * The order page and its actions (`/transactions/{id}` routes). The list, `GET /transactions`,
 * lives in the transactions controller: this class only has the `:id` routes.
 */
@ApiTags('back office: transactions')
@Controller('api/admin/transactions')
@AdminOnly()
@ApiNotFoundResponse({ description: 'Order not found' })
export class TransactionPageController {
  constructor(
    private readonly pages: ReadOrderPageService,
    private readonly checks: CheckTransactionService,
    private readonly refunds: RefundTransactionService,
    private readonly approvals: ApproveTransactionService,
    private readonly refusals: RefuseTransactionService,
  ) {}

  @Get(':id')
  @ApiOkResponse({ type: OrderPageResponse })
  page(@Param() params: OrderIdParams): Promise<OrderPageResponse> {
    return this.pages.read(params.id);
  }

  /** "Check now": reconciliation for this one order. */
  @Post(':id/check')
  @RateLimit(ORDER_ACTIONS_PER_IP)
  @HttpCode(200)
  @ApiOkResponse({ type: OrderActionResponse })
  check(
    @CurrentAdmin() admin: AdminActor,
    @Param() params: OrderIdParams,
  ): Promise<OrderActionResponse> {
    return this.checks.check(admin, params.id);
  }

  /** Retries the refund of a failed top-up whose refund failed. */
  @Post(':id/refund')
  @RateLimit(ORDER_ACTIONS_PER_IP)
  @HttpCode(200)
  @ApiOkResponse({ type: OrderActionResponse })
  @ApiConflictResponse({ description: 'This order cannot be refunded' })
  refund(
    @CurrentAdmin() admin: AdminActor,
    @Param() params: OrderIdParams,
  ): Promise<OrderActionResponse> {
    return this.refunds.refund(admin, params.id);
  }

  /** The review queue's Approve: the held order is fulfilled now. */
  @Post(':id/approve')
  @RateLimit(ORDER_ACTIONS_PER_IP)
  @HttpCode(200)
  @ApiOkResponse({ type: OrderActionResponse })
  @ApiConflictResponse({ description: 'This order is not held for review' })
  approve(
    @CurrentAdmin() admin: AdminActor,
    @Param() params: OrderIdParams,
  ): Promise<OrderActionResponse> {
    return this.approvals.approve(admin, params.id);
  }

  /** The review queue's Refuse: the held order is refunded now. */
  @Post(':id/refuse')
  @RateLimit(ORDER_ACTIONS_PER_IP)
  @HttpCode(200)
  @ApiOkResponse({ type: OrderActionResponse })
  @ApiConflictResponse({ description: 'This order is not held for review' })
  refuse(
    @CurrentAdmin() admin: AdminActor,
    @Param() params: OrderIdParams,
  ): Promise<OrderActionResponse> {
    return this.refusals.refuse(admin, params.id);
  }
}
