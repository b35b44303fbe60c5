import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  ApiRaList,
  contentRange,
  parseRaFilter,
  RaList,
  RaListQueryOf,
} from '@shared/http/ra-list-query';
import { AdminOnly, CurrentAdmin } from '@modules/identity/http/guards/admin.guard';
import type { AdminActor } from '../domain/admin-actor';
import { MVM_PAYMENT_FILTER_FIELDS } from '../domain/mvm-payment-filter';
import { MvmPaymentListService } from '../services/mvm-payment-list.service';
import { MVM_PAYMENTS } from './backoffice-lists';
import {
  AdminMvmPaymentView,
  MvmPaymentIdParams,
  MvmPaymentsCsvQuery,
} from './dto/mvm-payment-view';
import { ListRequestsDocs } from './list-docs';

/** Course and project payments, read-only (docs/specification.md#mvm). */
@ApiTags('backoffice')
@Controller('api/admin')
@AdminOnly()
@ListRequestsDocs()
export class MvmPaymentsController {
  constructor(private readonly payments: MvmPaymentListService) {}

  /** react-admin's `mvm-payments` resource: filters q, status, provider, from, to. */
  @Get('mvm-payments')
  @ApiRaList(MVM_PAYMENTS, AdminMvmPaymentView, MVM_PAYMENT_FILTER_FIELDS)
  async list(
    @RaList(MVM_PAYMENTS) query: RaListQueryOf<typeof MVM_PAYMENTS>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminMvmPaymentView[]> {
    const page = await this.payments.list(
      query.filter,
      { offset: query.offset, limit: query.limit },
      query.sort,
    );
    void reply.header(
      'Content-Range',
      contentRange(MVM_PAYMENTS.resource, query.first, page.rows.length, page.count),
    );
    return page.rows;
  }

  /** The filtered payments as mvm-payments.csv, streamed from the database. */
  @Get('mvm-payments.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'mvm-payments.csv: the list columns, newest first',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiTooManyRequestsResponse({ description: 'An export is already running' })
  async csv(
    @Query() query: MvmPaymentsCsvQuery,
    @CurrentAdmin() admin: AdminActor,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const filter = parseRaFilter(MVM_PAYMENTS, query.filter);
    const csv = await this.payments.export(admin, filter);
    await reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="mvm-payments.csv"')
      .header('Cache-Control', 'no-store')
      // nginx passes it on as it comes instead of buffering the file (docs/operations.md).
      .header('X-Accel-Buffering', 'no')
      .send(csv);
  }

  /** One payment, read-only (react-admin's show page). */
  @Get('mvm-payments/:id')
  @ApiOkResponse({ type: AdminMvmPaymentView })
  @ApiNotFoundResponse({ description: 'Payment not found' })
  one(@Param() params: MvmPaymentIdParams): Promise<AdminMvmPaymentView> {
    return this.payments.one(params.id);
  }
}
