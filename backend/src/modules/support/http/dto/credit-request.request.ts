import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import {
  IsPlainEmail,
  MinDigits,
  NO_ANGLE_BRACKETS,
  NormalisedEmail,
  PrintableText,
  Trimmed,
} from '@shared/http/validators';

const REQUIRED = 'This field is required';
const TEXT_ONLY = 'Invalid input. Please enter text only.';
const EMAIL = 'Please enter a valid email address';
const MOBILE = 'Mobile number must contain at least 10 digits';

/**
 * Request Mobile Topup (docs/specification.md#entities and #customer-validation): the six fields,
 * named as the specification names them.
 */
export class CreditRequestRequest {
  @MaxLength(100, { message: TEXT_ONLY })
  @Matches(NO_ANGLE_BRACKETS, { message: TEXT_ONLY })
  @PrintableText({ message: TEXT_ONLY })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  @Trimmed()
  RequestorName: string;

  @Matches(/^\+?\d{9,12}$/, { message: MOBILE })
  @MinDigits(10, { message: MOBILE })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  @Trimmed()
  RequestorTele: string;

  @IsPlainEmail({ message: EMAIL })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  @NormalisedEmail()
  RequestorEmail: string;

  @MaxLength(100, { message: TEXT_ONLY })
  @Matches(NO_ANGLE_BRACKETS, { message: TEXT_ONLY })
  @PrintableText({ message: TEXT_ONLY })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  @Trimmed()
  RequesteeName: string;

  @IsPlainEmail({ message: EMAIL })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  @NormalisedEmail()
  RequesteeEmail: string;

  @MaxLength(2000, { message: 'The message is too long (2000 characters at most)' })
  @Matches(NO_ANGLE_BRACKETS, { message: TEXT_ONLY })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  @Trimmed()
  RequestorMessage: string;
}
