import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AdminPassword } from './admin-fields';

const REQUIRED = 'This Field is required';

/**
 * Admin change password (docs/specification.md#admin-validation); the confirmation field never
 * leaves the browser.
 */
export class ChangeAdminPasswordRequest {
  // A longer "old password" cannot be right: answered like a wrong one.
  @MaxLength(200, { message: 'Invalid Old Password' })
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  oldPassword: string;

  /** 8 to 64 characters: upper, lower, number and special character; no < or >. */
  @AdminPassword()
  newPassword: string;
}
