import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PrintableText } from '@shared/http/validators';

/**
 * docs/specification.md#customer-calls: productId and telenumber only; the price is the server's.
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
   * answers that request (docs/specification-request-link.md#request-link).
   */
  @IsOptional()
  // The link's token as support makes it: 43 base64url characters.
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'This top-up request link is not valid' })
  @IsString({ message: 'This top-up request link is not valid' })
  request?: string;
}
