/** The request body's e-mail address (`email`) as people mean it, trimmed and lower case, or null. */
export function bodyEmail(req: { body?: unknown }): string | null {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email ? email.trim().toLowerCase() : null;
}
