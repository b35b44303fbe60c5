import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DomainError } from '@shared/domain/domain-error';
import { parseRaFilter } from '@shared/http/ra-list-query';
import { AdminOnly, CurrentAdmin } from '@modules/identity/http/guards/admin.guard';
import { BackofficeErrors } from '../domain/backoffice.errors';
import type { AdminActor } from '../domain/admin-actor';
import { parseTransactionFilter } from '../services/list-filters';
import { TransactionCsvExportService } from '../services/transaction-csv-export.service';
import { ListRequestsDocs } from './list-docs';
import { GenerateCsvQuery } from './dto/list-requests';
import { TRANSACTIONS } from './backoffice-lists';

@ApiTags('backoffice')
@Controller('api/admin')
@AdminOnly()
@ListRequestsDocs()
export class TransactionsCsvController {
  constructor(private readonly exports: TransactionCsvExportService) {}

  /** The filtered transactions as a CSV file, streamed from the database. */
  @Get('generateCsv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'transactions.csv: the list columns, newest first',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiTooManyRequestsResponse({ description: 'An export is already running' })
  async generateCsv(
    @Query() query: GenerateCsvQuery,
    @CurrentAdmin() admin: AdminActor,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { filter: json, ...fields } = query;
    const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (json !== undefined && Object.keys(given).length)
      throw new DomainError(BackofficeErrors.FILTER_TWICE);
    const filter =
      json !== undefined ? parseRaFilter(TRANSACTIONS, json) : parseTransactionFilter(given);
    const csv = await this.exports.export(admin, filter);
    await reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="transactions.csv"')
      .header('Cache-Control', 'no-store')
      // nginx passes it on as it comes instead of buffering the file (docs/operations.md).
      .header('X-Accel-Buffering', 'no')
      .send(csv);
  }
}
