import { clearCsrfToken, isApiError } from '@/lib/api-client';
import { markLoggedOut } from '@/lib/session';

export const is401 = (error: unknown) => isApiError(error) && error.status === 401;

/** The server's session is gone: the flag follows, and /Payment sends the visitor to /Login. */
export function sessionExpired() {
  markLoggedOut();
  clearCsrfToken();
}
