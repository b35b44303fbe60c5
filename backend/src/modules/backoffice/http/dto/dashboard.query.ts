import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_DASHBOARD_DAYS } from '../../domain/dashboard';

const DAYS_MESSAGE = `days must be a whole number from 1 to ${MAX_DASHBOARD_DAYS}`;

export class DashboardQuery {
  /** How many UTC days, today included (default 30). */
  @Max(MAX_DASHBOARD_DAYS, { message: DAYS_MESSAGE })
  @Min(1, { message: DAYS_MESSAGE })
  @IsInt({ message: DAYS_MESSAGE })
  @IsOptional()
  // Only plain digits become a number: '1e2', ' 30', '0x1f' and arrays stay what they are and fail.
  @Transform(({ value }) =>
    typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value,
  )
  days?: number;
}
