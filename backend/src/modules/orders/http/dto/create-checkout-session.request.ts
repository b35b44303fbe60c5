import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
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
}
