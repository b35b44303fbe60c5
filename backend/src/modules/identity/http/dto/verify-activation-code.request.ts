import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NormalisedEmail } from '../../../../shared/http/validators';

const MISSING = 'Input validation failed: Missing fields';

export class VerifyActivationCodeRequest {
  @IsEmail({}, { message: MISSING })
  @IsNotEmpty({ message: MISSING })
  @IsString({ message: MISSING })
  @NormalisedEmail()
  email: string;

  @MaxLength(32, { message: MISSING })
  @IsNotEmpty({ message: MISSING })
  @IsString({ message: MISSING })
  activationCode: string;
}
