import { IsEmail, IsNotEmpty, IsString } from 'class-validator';
import { NormalisedEmail } from '../../../../shared/http/validators';

export class SendVerificationCodeRequest {
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'This filed is required' })
  @IsString({ message: 'This filed is required' })
  @NormalisedEmail()
  email: string;
}
