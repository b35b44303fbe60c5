import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  IsPlainEmail,
  MinDigits,
  NO_ANGLE_BRACKETS,
  NormalisedEmail,
  NotEqualToProperty,
  PrintableText,
  STRONG_PASSWORD,
  Trimmed,
} from '@shared/http/validators';

const REQUIRED = 'This field is required';
/**
 * The profile's text (docs/specification.md#customer-validation): signup refuses '<' and '>' in
 * names as the profile does.
 */
const TEXT_ONLY = 'Invalid Input! Please enter text only.';

/**
 * Signup (docs/specification.md#customer-validation). class-validator checks bottom-up: the
 * required rule sits lowest.
 */
export class CreateUserRequest {
  @MaxLength(100, { message: 'Full name is too long' })
  @Matches(NO_ANGLE_BRACKETS, { message: TEXT_ONLY })
  @PrintableText({ message: TEXT_ONLY })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  @Trimmed()
  fullname: string;

  @MaxLength(24, { message: 'Phone number is greater than the maximum length' })
  @MinDigits(7, { message: 'Phone numebr is less than the minimum length' })
  @PrintableText({ message: 'Please enter a valid phone number' })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  @Trimmed()
  telephone: string;

  @IsPlainEmail({ message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'This Field is required' })
  @IsString({ message: 'This Field is required' })
  @NormalisedEmail()
  email: string;

  @NotEqualToProperty('email', { message: 'Password and email is same please change password' })
  @Matches(STRONG_PASSWORD, {
    message:
      'Password must contain an uppercase letter, a lowercase letter, a number and a special character',
  })
  @Matches(NO_ANGLE_BRACKETS, {
    message: ' Angle brackets character are not allowed , please remove < or > ',
  })
  @MaxLength(12, { message: ' password must be less than 12 character' })
  @MinLength(8, { message: ' password must be greater than 8 character' })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  password: string;

  @MaxLength(32, { message: 'Invalid Activation code, please try again!' })
  @IsNotEmpty({ message: 'Input validation failed: Missing fields' })
  @IsString({ message: 'Input validation failed: Missing fields' })
  code: string;
}
