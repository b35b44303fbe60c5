import { t } from '@/i18n/i18n';
import { isApiError, type ApiError } from '@/lib/api-client';

/** A message, or how to word one from the failed call. */
export type ErrorText = string | ((error: ApiError) => string);

export const serverMessage: ErrorText = (error) => error.message;
export const statusText: ErrorText = (error) => String(error.status);

/** The server's own message when its answer had one, else `fallback`. */
export const serverMessageOr =
  (fallback: string): ErrorText =>
  (error) => {
    const data = error.data as { message?: unknown } | undefined;
    return typeof data?.message === 'string' ? error.message : fallback;
  };

/**
 * The message a form shows for a failed call: the screen's text for the status
 * (docs/specification.md#customer-errors),
 * else `otherwise`. Null when the API client already left the page (401/500/503 redirects).
 * Network failures and rate limits (429, docs/specification.md#server-rules) always show the
 * client's or the
 * server's own words, which say what to do.
 */
export function describeError(
  error: unknown,
  byStatus: Partial<Record<number, ErrorText>>,
  otherwise: ErrorText,
): string | null {
  if (!isApiError(error)) return t('describe.wrong');
  if (error.handled) return null;
  if (error.status === 0 || error.status === 429) return error.message;
  const text = byStatus[error.status] ?? otherwise;
  return typeof text === 'function' ? text(error) : text;
}
