import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { MinDigits, NO_ANGLE_BRACKETS, PrintableText, Trimmed } from '@shared/http/validators';

export class UpdateNamePhoneRequest {
  @MaxLength(100, { message: 'Full name is too long' })
  @Matches(NO_ANGLE_BRACKETS, { message: 'Invalid Input! Please enter text only.' })
  @PrintableText({ message: 'Invalid Input! Please enter text only.' })
  @IsNotEmpty({ message: 'This field is required!!' })
  @IsString({ message: 'This field is required!!' })
  @Trimmed()
  fullname: string;

  @MaxLength(28, { message: 'Phone number is greater than the maximum length' })
  @MinDigits(10, { message: 'Mobile number must contain at least 10 digits' })
  @PrintableText({ message: 'Please enter a valid phone number' })
  @IsNotEmpty({ message: 'This field is required' })
  @IsString({ message: 'This field is required' })
  @Trimmed()
  phoneNumber: string;
}
