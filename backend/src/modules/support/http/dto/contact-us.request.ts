import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import {
  IsPlainEmail,
  NO_ANGLE_BRACKETS,
  NormalisedEmail,
  PrintableText,
  Trimmed,
} from '@shared/http/validators';

const MISSING = 'All fields are required';
const BAD_NAME = 'Invalid name format please enter correct name';

/**
 * Contact form (docs/specification.md#customer-validation and #customer-errors). class-validator
 * checks bottom-up: the required rule sits lowest.
 */
export class ContactUsRequest {
  @MaxLength(100, { message: BAD_NAME })
  @Matches(NO_ANGLE_BRACKETS, { message: BAD_NAME })
  @PrintableText({ message: BAD_NAME })
  @IsNotEmpty({ message: MISSING })
  @IsString({ message: MISSING })
  @Trimmed()
  firstname: string;

  @MaxLength(100, { message: BAD_NAME })
  @Matches(NO_ANGLE_BRACKETS, { message: BAD_NAME })
  @PrintableText({ message: BAD_NAME })
  @IsNotEmpty({ message: MISSING })
  @IsString({ message: MISSING })
  @Trimmed()
  lastname: string;

  @IsPlainEmail({ message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: MISSING })
  @IsString({ message: MISSING })
  @NormalisedEmail()
  email: string;

  @MaxLength(5000, { message: 'The message is too long (5000 characters at most)' })
  @Matches(NO_ANGLE_BRACKETS, {
    message: 'Invalid message format, please remove special characters like: < or > and try again',
  })
  @IsNotEmpty({ message: MISSING })
  @IsString({ message: MISSING })
  @Trimmed()
  message: string;
}
