import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../../identity/http/guards/admin.guard';
import { TransactionListService } from '../services/transaction-list.service';
import { ListRequestsDocs } from './list-docs';
import { RaListQuery, TopupTransactionRequest } from './dto/list-requests';
import { TopupTransactionResponse, TransactionView } from './dto/list-responses';
import { contentRange, parseRaList } from './ra-list-query';

@ApiTags('backoffice')
@Controller('api/admin')
@AdminOnly()
@ListRequestsDocs()
export class TransactionsController {
  constructor(private readonly transactions: TransactionListService) {}

  /** The seed's call: rows start..end (1-based, inclusive) of the filtered list, newest first. */
  @Post('topupTransaction')
  @HttpCode(200)
  @ApiOkResponse({ type: TopupTransactionResponse })
  async topupTransaction(@Body() body: TopupTransactionRequest): Promise<TopupTransactionResponse> {
    const { start, end, ...filter } = body;
    const page = await this.transactions.list({ filter, first: start - 1, last: end - 1 });
    return { count: page.count, transactions: page.rows };
  }

  /** react-admin's `transactions` resource. */
  @Get('transactions')
  @ApiOkResponse({ type: [TransactionView] })
  @ApiHeader({ name: 'Content-Range', description: 'transactions first-last/total (answer)' })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TransactionView[]> {
    const ra = parseRaList(query, ['submitted'] as const);
    const page = await this.transactions.list({
      filter: ra.filter,
      first: ra.first,
      last: ra.last,
      direction: ra.sort?.direction,
    });
    void reply.header(
      'Content-Range',
      contentRange('transactions', ra.first, page.rows.length, page.count),
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
