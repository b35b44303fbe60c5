// Full-page navigation, kept in one module so tests can replace it (jsdom's location is fixed).
export function replaceLocation(url: string): void {
  window.location.replace(url);
}

/** Only web addresses are followed (never e.g. a javascript: url). */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Leaves the site for `url` (e.g. a hosted card checkout), keeping this page in the history. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
