// Leaves the site for the hosted card checkout (the sandbox's own page or Stripe). Kept in its own
// module so tests can replace it: jsdom's window.location cannot be stubbed.

/** Only web addresses are followed (never e.g. a javascript: url). */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function openCheckout(url: string): void {
  window.location.href = url;
}
