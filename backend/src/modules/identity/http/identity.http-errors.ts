import { backOfficeOnly, type HttpErrorCatalog } from '@shared/http/http-error-catalog';
import { IdentityErrors as E } from '../domain/identity.errors';

/**
 * Statuses and texts of docs/specification.md#customer-errors and
 * docs/specification.md#admin-errors (docs/api/accounts-and-support.md, back-office.md).
 */
export const identityHttpErrors: HttpErrorCatalog = {
  [E.CSRF_INVALID]: { status: 403, message: 'Invalid CSRF token' },
  [E.NOT_LOGGED_IN]: { status: 401, message: 'Unauthorized' },
  [E.EMAIL_IN_USE]: { status: 409, message: 'Email already in use!' },
  [E.INVALID_CREDENTIALS]: { status: 401, message: 'Invalid email or Password' },
  [E.ACTIVATION_CODE_INVALID]: {
    status: 404,
    message: 'Invalid Activation code, please try again!',
  },
  [E.ACTIVATION_CODE_EXPIRED]: { status: 401, message: 'Activation code expired' },
  [E.EMAIL_NOT_FOUND]: { status: 404, message: 'Email does not exist!' },
  [E.RESET_CODE_INVALID]: { status: 404, message: 'Invalid verification code' },
  [E.RESET_CODE_EXPIRED]: { status: 401, message: 'verification code has expired' },
  [E.EMAIL_NOT_VERIFIED]: { status: 403, message: 'Please verify the new email address first' },
  [E.OLD_PASSWORD_INVALID]: { status: 403, message: 'Invalid old password' },
  [E.NOT_MASTER]: backOfficeOnly(403, 'Forbidden'),
  // Back office (docs/specification.md#admin-errors, docs/api/back-office.md): note the admin
  // side's own capitals.
  [E.ADMIN_OLD_PASSWORD_INVALID]: backOfficeOnly(403, 'Invalid Old Password'),
  [E.ADMIN_EMAIL_IN_USE]: backOfficeOnly(409, 'Email Already in use'),
  [E.ADMIN_NOT_FOUND]: backOfficeOnly(404, 'Admin not found'),
  [E.ADMIN_SELF_DELETE]: backOfficeOnly(409, 'You cannot delete your own account'),
  [E.LAST_MASTER_ADMIN]: backOfficeOnly(409, 'The last master admin cannot be deleted'),
  [E.CUSTOMER_NOT_FOUND]: backOfficeOnly(404, 'Client not found'),
  [E.BLOCK_REASON_REQUIRED]: backOfficeOnly(400, 'Please give a reason'),
  // The second factor (docs/specification.md#admin-login). A wrong code while logged in is 400,
  // not 401: the back office logs out on 401.
  [E.TOTP_CODE_INVALID]: backOfficeOnly(401, 'Invalid authentication code'),
  [E.TOTP_LOGIN_EXPIRED]: backOfficeOnly(401, 'Your login has expired, please log in again'),
  [E.TOTP_ENROL_CODE_INVALID]: backOfficeOnly(400, 'Invalid authentication code'),
  [E.TOTP_ALREADY_ENROLLED]: backOfficeOnly(409, 'Two-step verification is already on'),
  [E.TOTP_NO_PENDING_ENROLMENT]: backOfficeOnly(
    409,
    'No authenticator is waiting for its first code, please start again',
  ),
  [E.TOTP_NOT_ENROLLED]: backOfficeOnly(404, 'This admin has no two-step verification'),
  [E.TOTP_SELF_RESET]: backOfficeOnly(409, 'You cannot reset your own two-step verification'),
};
