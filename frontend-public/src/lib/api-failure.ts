// Turns a failed API call into the line a screen shows, so every screen treats the cases alike.
import { isApiError } from './api-client';
import { t } from '@/i18n/i18n';

/** For failures the specification gives no wording for, e.g. an answer of an unexpected shape. */
export const GENERIC_FAILURE = (): string => t('describe.wrong');

function hasServerMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
  );
}

/**
 * The text to show for `error`, or null when the API client already redirected (401/500/503).
 * `text` words an HTTP failure from its status and the server's `message` (if it sent one, in
 * the site's language: the error's own `message`, src/lib/api-client.ts);
 * network failures keep the client's own "check your connection" message.
 */
export function failureText(
  error: unknown,
  text: (status: number, serverMessage: string | undefined) => string,
): string | null {
  if (!isApiError(error)) return GENERIC_FAILURE();
  if (error.handled) return null;
  if (error.status === 0) return error.message;
  return text(error.status, hasServerMessage(error.data) ? error.message : undefined);
}
