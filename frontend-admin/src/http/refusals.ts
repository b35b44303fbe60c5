import { HttpError } from 'react-admin';
import { errorStatus } from '../components/apiErrors';

const SCREEN_REFUSAL = Symbol('answered by the screen');

/**
 * A refusal the screen that asked answers itself (a 403 'Invalid Old Password', an ordinary
 * admin's 403 on an action): authProvider.checkError leaves it alone, where a plain 403 would
 * be taken for a lost master role. (A mark, not a subclass: HttpError resets its prototype.)
 */
export function isScreenRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && SCREEN_REFUSAL in error;
}

/**
 * How one of the back office's own calls passes on a failure to react-admin (whose
 * useDataProvider hands every error to authProvider.checkError): a 401 as it is (checkError
 * logs out); a 403 as a 401 where the specification says a 403 there logs out too
 * (`logoutOn403`), else marked as the screen's own refusal; anything else as it is.
 */
export function passOn(
  error: unknown,
  { logoutOn403 = false, ownsUnauthorized = false } = {},
): unknown {
  // The login's own calls (its second step): a 401 there is a wrong code or an expired login
  // for the login page to show, never a lost session.
  if (ownsUnauthorized && error instanceof HttpError && errorStatus(error) === 401)
    return Object.assign(error, { [SCREEN_REFUSAL]: true });
  if (!(error instanceof HttpError) || errorStatus(error) !== 403) return error;
  if (logoutOn403) return new HttpError(error.message, 401, error.body);
  return Object.assign(error, { [SCREEN_REFUSAL]: true });
}
