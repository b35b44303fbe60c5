import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The authenticator app's 6 digits, or (at login) a recovery code `xxxxx-xxxxx`. */
export class SecondFactorCodeRequest {
  @MaxLength(32, { message: 'Invalid authentication code' })
  @IsNotEmpty({ message: 'This field is required' })
  @IsString({ message: 'This field is required' })
  code: string;
}
