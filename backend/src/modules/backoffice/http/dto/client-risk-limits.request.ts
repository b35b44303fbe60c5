import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

/** At most 10,000 USD a day and 100 top-ups a day: a raise, not a way around the limits. */
const MAX_CENTS = 1_000_000;
const MAX_TOP_UPS = 100;

/**
 * A trusted client's raised limits (docs/decisions.md#risk-limit-defaults). Each field null (or absent) keeps the
 * shop's default; all null goes back to the defaults.
 */
export class ClientRiskLimitsRequest {
  @ApiProperty({ nullable: true, type: Number, description: 'USD cents a day', example: 50000 })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @Max(MAX_CENTS, { message: 'The daily amount can be at most 10,000 USD' })
  @Min(100, { message: 'The daily amount must be at least 1 USD' })
  @IsInt({ message: 'The daily amount must be a whole number of cents' })
  dailyCents: number | null = null;

  @ApiProperty({ nullable: true, type: Number, description: 'Top-ups a day', example: 20 })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @Max(MAX_TOP_UPS, { message: 'The top-ups a day can be at most 100' })
  @Min(1, { message: 'The top-ups a day must be at least 1' })
  @IsInt({ message: 'The top-ups a day must be a whole number' })
  dailyTopUps: number | null = null;

  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'USD cents a day to a number the client never topped up before',
    example: 5000,
  })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @Max(MAX_CENTS, { message: 'The amount to a new number can be at most 10,000 USD' })
  @Min(100, { message: 'The amount to a new number must be at least 1 USD' })
  @IsInt({ message: 'The amount to a new number must be a whole number of cents' })
  newNumberCents: number | null = null;
}
