// Full-page navigation, kept in one module so tests can replace it (jsdom's location is fixed).
export function replaceLocation(url: string): void {
  window.location.replace(url);
}
