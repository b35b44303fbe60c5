import { IsNotEmpty, IsString } from 'class-validator';
import { IsPlainEmail, NormalisedEmail } from '@shared/http/validators';

export class SendActivationCodeRequest {
  @IsPlainEmail({ message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'This Field is required' })
  @IsString({ message: 'This Field is required' })
  @NormalisedEmail()
  email: string;
}
