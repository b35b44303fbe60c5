import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsPlainEmail, NormalisedEmail } from '@shared/http/validators';

export class LoginRequest {
  @IsPlainEmail({ message: 'Invalid email format' })
  @IsNotEmpty({ message: 'This field is required' })
  @IsString({ message: 'This field is required' })
  @NormalisedEmail()
  email: string;

  @MaxLength(200, { message: 'Invalid email or Password' })
  @IsNotEmpty({ message: 'This field is required' })
  @IsString({ message: 'This field is required' })
  password: string;
}
