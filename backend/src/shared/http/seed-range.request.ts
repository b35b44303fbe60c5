import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_POSITION } from './ra-list-query';

/**
 * `start` or `end` of the specification's 1-based range: a whole number from 1
 * (docs/specification.md#admin-calls).
 */
const SeedRow = (name: 'start' | 'end') => {
  const message = `${name} must be a whole number from 1`;
  return applyDecorators(Max(MAX_POSITION, { message }), Min(1, { message }), IsInt({ message }));
};

/**
 * The specification's page of a list: rows `start` to `end`, 1-based, both included. Only the
 * numbers are
 * checked here; `seedRange` (ra-list-query.ts) checks the window, by the same rule as `range`.
 */
export class SeedRangeRequest {
  @ApiProperty({ example: 1, description: 'First row, 1-based' })
  @SeedRow('start')
  start: number;

  @ApiProperty({ example: 10, description: 'Last row, included (at most start + 99)' })
  @SeedRow('end')
  end: number;
}

/** The same page with both ends optional: `start` defaults to 1, `end` to a page from it. */
export class OptionalSeedRangeRequest {
  @ApiPropertyOptional({ example: 1, description: 'First row, 1-based (default 1)' })
  @SeedRow('start')
  @IsOptional()
  start?: number;

  @ApiPropertyOptional({
    example: 10,
    description: 'Last row, included (default start + 9, at most start + 99)',
  })
  @SeedRow('end')
  @IsOptional()
  end?: number;
}
