import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { EndWithinPage } from '../../../../shared/http/validators';

/** Rows the back office asks for when it says nothing (seed 001 §9: default page size 10). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_ROWS_PER_CALL = 100;
/** Far beyond any real list; keeps OFFSET a sane number. */
const MAX_POSITION = 1_000_000_000;

/** getAllAdmins: rows `start` to `end` of the list, 1-based and inclusive (seed 001 §7). */
export class GetAllAdminsRequest {
  /** First row, from 1 (default 1). */
  @Max(MAX_POSITION, { message: `start must be at most ${MAX_POSITION}` })
  @Min(1, { message: 'start must be a whole number of at least 1' })
  @IsInt({ message: 'start must be a whole number of at least 1' })
  @IsOptional()
  start?: number;

  /** Last row, inclusive (default start + 9); at most 100 rows per call. */
  @EndWithinPage(MAX_ROWS_PER_CALL)
  @Max(MAX_POSITION, { message: `end must be at most ${MAX_POSITION}` })
  @Min(1, { message: 'end must be a whole number of at least 1' })
  @IsInt({ message: 'end must be a whole number of at least 1' })
  @IsOptional()
  end?: number;
}
