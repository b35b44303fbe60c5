import { IsNotEmpty, IsString } from 'class-validator';
import { IsPlainEmail, NormalisedEmail } from '@shared/http/validators';

export class SendVerificationCodeRequest {
  @IsPlainEmail({ message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'This filed is required' })
  @IsString({ message: 'This filed is required' })
  @NormalisedEmail()
  email: string;
}
