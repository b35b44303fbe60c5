// docs/specification.md#admin-errors /Error500 wording: the back office has no error page of its
// own, so a 500 shows
// this text in place (see ErrorNotice) instead of leaving the back office for the customer site.
export const SERVER_ERROR_TEXT = 'Oops! Internal server error has occured .';

export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The text to show for a failed call: the specification's 500 text, else the server's message. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  const status = errorStatus(error);
  if (status !== undefined && status >= 500) return SERVER_ERROR_TEXT;
  // HttpError keeps the server's JSON body; its `message` is the best text we have.
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  if (typeof body?.message === 'string' && body.message) return body.message;
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return message;
  return fallback;
}
