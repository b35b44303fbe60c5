// Seed 001 §8: 401 has its own text; anything else shows the server's message.
export const INVALID_CREDENTIALS = 'Invalid email or Password';

export function loginErrorMessage(error: unknown): string {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  if (status === 401) return INVALID_CREDENTIALS;
  if (typeof message === 'string' && message) return message;
  return 'Login failed, please try again.';
}
