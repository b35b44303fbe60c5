import { loginErrorMessage } from './loginErrorMessage';

// docs/specification.md#admin-login: the second step's refusals.
export const LOGIN_EXPIRED = 'Your login has expired, please log in again';
export const INVALID_CODE = 'Invalid authentication code';

/** The pending login is gone (timed out, too many wrong codes): back to the password. */
export function isLoginExpired(error: unknown): boolean {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  return status === 401 && message === LOGIN_EXPIRED;
}

/** What the second step shows for a refusal: the server's 401 text, else as the password step. */
export function secondStepErrorMessage(error: unknown): string {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  if (status === 401) return typeof message === 'string' && message ? message : INVALID_CODE;
  return loginErrorMessage(error);
}

/**
 * The step authProvider.login asks for (its SecondStepRequired error), or null. Read by name so
 * the login page imports nothing of authProvider at run time.
 */
export function secondStepOf(error: unknown): 'code' | 'enrol' | null {
  const { name, step } = (error ?? {}) as { name?: unknown; step?: unknown };
  if (name !== 'SecondStepRequired') return null;
  return step === 'code' || step === 'enrol' ? step : null;
}
