import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsPlainEmail, NormalisedEmail } from '../../../../shared/http/validators';

const MISSING = 'Input validation failed: Missing fields';

export class VerifyActivationCodeRequest {
  @IsPlainEmail({ message: MISSING })
  @IsNotEmpty({ message: MISSING })
  @IsString({ message: MISSING })
  @NormalisedEmail()
  email: string;

  @MaxLength(32, { message: MISSING })
  @IsNotEmpty({ message: MISSING })
  @IsString({ message: MISSING })
  activationCode: string;
}
