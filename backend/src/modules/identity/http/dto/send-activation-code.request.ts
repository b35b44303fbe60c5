import { IsEmail, IsNotEmpty, IsString } from 'class-validator';
import { NormalisedEmail } from '../../../../shared/http/validators';

export class SendActivationCodeRequest {
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'This Field is required' })
  @IsString({ message: 'This Field is required' })
  @NormalisedEmail()
  email: string;
}
