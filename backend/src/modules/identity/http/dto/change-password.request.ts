import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { NO_ANGLE_BRACKETS, STRONG_PASSWORD } from '@shared/http/validators';

const REQUIRED = 'This Field is required';

export class ChangePasswordRequest {
  @MaxLength(200, { message: 'Invalid old password' })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  oldPassword: string;

  @Matches(STRONG_PASSWORD, {
    message:
      'Password must contain an uppercase letter, a lowercase letter, a number and a special character',
  })
  @Matches(NO_ANGLE_BRACKETS, {
    message: 'Angle brackets character are not allowed , please remove < or > ',
  })
  @MaxLength(64, { message: 'password must be less than 64 character' })
  @MinLength(8, { message: 'password must be greater than 8 character' })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  newPassword: string;
}
