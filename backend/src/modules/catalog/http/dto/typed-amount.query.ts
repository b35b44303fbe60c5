import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { PrintableText, UsdAmount } from '@shared/http/validators';

/** The one message for an amount that is not US dollars and cents (the range is the service's). */
export const AMOUNT_MESSAGE = 'Type the amount in US dollars and cents (at most 2 decimals)';

/**
 * A typed amount as the browser sends it: plain decimal text ('12', '12.5', '12.50') becomes a
 * number; anything else ('1e2', ' 12', '0x1f', arrays) stays what it is and fails.
 */
export const typedAmount = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,7}(\.\d{1,2})?$/.test(value) ? Number(value) : value;

/** GET /api/product/quote: the price of an amount typed for a ranged offer. */
export class TypedAmountQuery {
  @MaxLength(64, { message: 'Product Not Available!' })
  @PrintableText({ message: 'Product Not Available!' })
  @IsNotEmpty({ message: 'Product Not Available!' })
  @IsString({ message: 'Product Not Available!' })
  productId: string;

  /** USD to send, e.g. 12.50 (at most 2 decimals). */
  @Max(1_000_000, { message: AMOUNT_MESSAGE })
  @Min(0.01, { message: AMOUNT_MESSAGE })
  @UsdAmount({ message: AMOUNT_MESSAGE })
  @Transform(typedAmount)
  amount: number;
}
