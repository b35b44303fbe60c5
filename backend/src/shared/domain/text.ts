/** Escapes text for HTML mail bodies: user text never becomes markup. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** One line for a mail header (subject): line breaks could otherwise add headers. */
export const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ').trim();
