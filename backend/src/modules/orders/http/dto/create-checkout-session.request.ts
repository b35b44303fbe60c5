import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { PrintableText, UsdAmount } from '@shared/http/validators';

const AMOUNT_MESSAGE = 'Type the amount in US dollars and cents (at most 2 decimals)';

/**
 * docs/specification.md#customer-calls: productId and telenumber; the price is the server's. A
 * ranged product adds `amount`, the USD the sender typed
 * (docs/specification.md#ranged-products), priced and range-checked by the server.
 */
export class CreateCheckoutSessionRequest {
  @MaxLength(64, { message: 'Product Not Available!' })
  @PrintableText({ message: 'Product Not Available!' })
  @IsNotEmpty({ message: 'Product Not Available!' })
  @IsString({ message: 'Product Not Available!' })
  productId: string;

  @Matches(/^\+\d{8,15}$/, { message: 'Please enter a valid phone number' })
  @IsString({ message: 'Please enter a valid phone number' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/[\s()-]/g, '') : value))
  telenumber: string;

  /**
   * The token of the credit request link the home form was opened from, if any: the order then
   * answers that request (docs/specification.md#request-link).
   */
  @IsOptional()
  // The link's token as support makes it: 43 base64url characters.
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'This top-up request link is not valid' })
  @IsString({ message: 'This top-up request link is not valid' })
  request?: string;

  /** USD to send for a ranged product, e.g. 12.5 (at most 2 decimals); absent otherwise. */
  @Max(1_000_000, { message: AMOUNT_MESSAGE })
  @Min(0.01, { message: AMOUNT_MESSAGE })
  @UsdAmount({ message: AMOUNT_MESSAGE })
  @IsOptional()
  amount?: number;
}
