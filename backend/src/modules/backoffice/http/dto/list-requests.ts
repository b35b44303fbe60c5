import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString } from 'class-validator';
import { SeedRangeRequest } from '@shared/http/seed-range.request';
import { BackofficeErrors as E } from '../../domain/backoffice.errors';
import { ORDER_STATUSES } from '@modules/orders/services/order-statuses';
import { backofficeHttpErrors } from '../backoffice.http-errors';

const text = (code: string) => backofficeHttpErrors[code].message;

/**
 * Filter fields are let through as sent (@Allow) and checked by parseTransactionFilter
 * (services/list-filters.ts), so every dialect gets the same rules and messages.
 */
export class TopupTransactionRequest extends SeedRangeRequest {
  @ApiPropertyOptional({
    type: String,
    description: 'Transaction id (or its start), sender e-mail or receiver number',
  })
  @Allow()
  q?: unknown;

  @ApiPropertyOptional({ type: String, enum: ORDER_STATUSES })
  @Allow()
  status?: unknown;

  @ApiPropertyOptional({
    type: String,
    example: '2025-01-01',
    description: 'Submitted from (UTC day, inclusive)',
  })
  @Allow()
  from?: unknown;

  @ApiPropertyOptional({
    type: String,
    example: '2025-01-31',
    description: 'Submitted to (UTC day, inclusive)',
  })
  @Allow()
  to?: unknown;

  @ApiPropertyOptional({ type: String, example: 'Ethiopia' })
  @Allow()
  country?: unknown;
}

export class GetUsersRequest extends SeedRangeRequest {
  @ApiPropertyOptional({ type: String, description: 'Search over name, e-mail and telephone' })
  @Allow()
  q?: unknown;
}

/**
 * The CSV's filters: as separate query fields (the specification) or as react-admin's filter JSON.
 */
export class GenerateCsvQuery {
  @ApiPropertyOptional({ example: '{"status":"COMPLETED"}' })
  @IsOptional()
  @IsString({ message: text(E.FILTER_FORMAT) })
  filter?: string;

  @ApiPropertyOptional({ type: String }) @Allow() q?: unknown;
  @ApiPropertyOptional({ type: String, enum: ORDER_STATUSES }) @Allow() status?: unknown;
  @ApiPropertyOptional({ type: String, example: '2025-01-01' }) @Allow() from?: unknown;
  @ApiPropertyOptional({ type: String, example: '2025-01-31' }) @Allow() to?: unknown;
  @ApiPropertyOptional({ type: String, example: 'Ethiopia' }) @Allow() country?: unknown;
}
