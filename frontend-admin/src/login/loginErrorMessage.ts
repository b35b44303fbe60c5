// docs/specification.md#admin-errors: 401 has its own text; anything else shows the server's
// message.
export const INVALID_CREDENTIALS = 'Invalid email or Password';

/** "45 seconds", "1 minute", "3 minutes": a wait in words, rounded up to whole minutes past 1. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function loginErrorMessage(error: unknown): string {
  const { status, message, retryAfterSeconds } = (error ?? {}) as {
    status?: unknown;
    message?: unknown;
    retryAfterSeconds?: unknown;
  };
  if (status === 401) return INVALID_CREDENTIALS;
  if (typeof message === 'string' && message) {
    // A refusal for too many attempts says how long to wait (the server's Retry-After).
    if (status === 429 && typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0)
      return `${message} Try again in ${waitInWords(retryAfterSeconds)}.`;
    return message;
  }
  return 'Login failed, please try again.';
}
