import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsPlainEmail, NormalisedEmail } from '@shared/http/validators';

/**
 * docs/specification.md#admin-validation: e-mail required, standard address pattern (plain
 * local@domain).
 */
export class ContactEmailRequest {
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsPlainEmail({ message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'This field is required' })
  @IsString({ message: 'This field is required' })
  @NormalisedEmail()
  email: string;
}
