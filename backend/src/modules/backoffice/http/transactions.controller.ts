import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  ApiRaList,
  contentRange,
  RaList,
  RaListQueryOf,
  seedRange,
} from '@shared/http/ra-list-query';
import { AdminOnly } from '@modules/identity/http/guards/admin.guard';
import { TRANSACTION_FILTER_FIELDS } from '../domain/transaction-filter';
import { parseTransactionFilter } from '../services/list-filters';
import { TransactionListService } from '../services/transaction-list.service';
import { TRANSACTIONS } from './backoffice-lists';
import { ListRequestsDocs } from './list-docs';
import { TopupTransactionRequest } from './dto/list-requests';
import { TopupTransactionResponse, TransactionView } from './dto/list-responses';

@ApiTags('backoffice')
@Controller('api/admin')
@AdminOnly()
@ListRequestsDocs()
export class TransactionsController {
  constructor(private readonly transactions: TransactionListService) {}

  /**
   * The specification's call: rows start..end (1-based, inclusive) of the filtered list, newest
   * first.
   */
  @Post('topupTransaction')
  @HttpCode(200)
  @ApiOkResponse({ type: TopupTransactionResponse })
  async topupTransaction(@Body() body: TopupTransactionRequest): Promise<TopupTransactionResponse> {
    const { start, end, ...fields } = body;
    const filter = parseTransactionFilter(fields);
    const { offset, limit } = seedRange(TRANSACTIONS, { start, end });
    const page = await this.transactions.list({ filter, window: { offset, limit } });
    return { count: page.count, transactions: page.rows };
  }

  /** react-admin's `transactions` resource. */
  @Get('transactions')
  @ApiRaList(TRANSACTIONS, TransactionView, TRANSACTION_FILTER_FIELDS)
  async list(
    @RaList(TRANSACTIONS) query: RaListQueryOf<typeof TRANSACTIONS>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TransactionView[]> {
    const page = await this.transactions.list({
      filter: query.filter,
      window: { offset: query.offset, limit: query.limit },
      direction: query.sort.order,
      field: query.sort.field,
    });
    void reply.header(
      'Content-Range',
      contentRange(TRANSACTIONS.resource, query.first, page.rows.length, page.count),
    );
    return page.rows;
  }

  /** Country names for the filter. */
  @Get('countries')
  @ApiOkResponse({ type: String, isArray: true })
  countries(): Promise<string[]> {
    return this.transactions.countries();
  }
}
