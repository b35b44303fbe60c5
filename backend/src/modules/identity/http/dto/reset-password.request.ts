import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { NO_ANGLE_BRACKETS, STRONG_PASSWORD } from '@shared/http/validators';
import { VerifyCodeRequest } from './verify-code.request';

/**
 * Reset password (docs/specification.md#customer-validation), plus upper/lower/digit as on signup
 * (docs/decisions.md#password-rules).
 */
export class ResetPasswordRequest extends VerifyCodeRequest {
  @Matches(STRONG_PASSWORD, {
    message:
      'Password must contain an uppercase letter, a lowercase letter, a number and a special character',
  })
  @Matches(/[^A-Za-z0-9\s]/, { message: 'Must contain atleast 1 special character' })
  @Matches(NO_ANGLE_BRACKETS, {
    message: 'Angle brackets character are not allowed , please remove < or > ',
  })
  @MaxLength(12, { message: 'password must be less than 12 character' })
  @MinLength(8, { message: 'password must be greater than 8 character' })
  @IsNotEmpty({ message: 'This Field is required' })
  @IsString({ message: 'This Field is required' })
  newPassword: string;
}
