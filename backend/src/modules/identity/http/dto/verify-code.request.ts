import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsPlainEmail, NormalisedEmail } from '../../../../shared/http/validators';

const INVALID = 'Invalid Input please check again';

export class VerifyCodeRequest {
  @IsPlainEmail({ message: INVALID })
  @IsNotEmpty({ message: INVALID })
  @IsString({ message: INVALID })
  @NormalisedEmail()
  email: string;

  @MaxLength(32, { message: INVALID })
  @IsNotEmpty({ message: INVALID })
  @IsString({ message: INVALID })
  verificationCode: string;
}
