import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { BackofficeErrors as E } from '../../domain/backoffice.errors';
import { MAX_OFFSET } from '../../domain/list-window';
import { ORDER_STATUSES } from '../../../orders/services/order-statuses';
import { backofficeHttpErrors } from '../backoffice.http-errors';

const text = (code: string) => backofficeHttpErrors[code].message;

/** The seed's page: 1-based, both ends included; the list's service checks the window. */
export class SeedRangeRequest {
  @ApiProperty({ example: 1, description: 'First row, 1-based' })
  @Max(MAX_OFFSET, { message: 'start must be a whole number from 1' })
  @Min(1, { message: 'start must be a whole number from 1' })
  @IsInt({ message: 'start must be a whole number from 1' })
  start: number;

  @ApiProperty({ example: 10, description: 'Last row, included (at most start + 99)' })
  @Max(MAX_OFFSET, { message: 'end must be a whole number from 1' })
  @Min(1, { message: 'end must be a whole number from 1' })
  @IsInt({ message: 'end must be a whole number from 1' })
  end: number;
}

/**
 * Filter fields are let through as sent (@Allow) and checked by the list's service, so both
 * dialects get the same rules and messages.
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

/** react-admin's list query (ra-data-simple-rest). */
export class RaListQuery {
  @ApiPropertyOptional({ example: '{"status":"COMPLETED"}' })
  @IsOptional()
  @IsString({ message: text(E.FILTER_FORMAT) })
  filter?: string;

  @ApiPropertyOptional({ example: '[0,9]', description: 'First and last row, 0-based, included' })
  @IsOptional()
  @IsString({ message: text(E.RANGE_FORMAT) })
  range?: string;

  @ApiPropertyOptional({ example: '["submitted","DESC"]' })
  @IsOptional()
  @IsString({ message: text(E.SORT_INVALID) })
  sort?: string;
}

/** The CSV's filters: as separate query fields (the seed) or as react-admin's filter JSON. */
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
