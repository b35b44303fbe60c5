// A screen width for jsdom, which has no layout: window.matchMedia answers (min|max)-width
// queries (MUI's useMediaQuery and breakpoints) as a browser of that width would.
import { vi } from 'vitest';

function matches(query: string, width: number): boolean {
  const rules = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return (
    rules.length > 0 &&
    rules.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)))
  );
}

/** From now on the page is `width` px wide (restore with `vi.unstubAllGlobals()`). */
export function setViewportWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query, width),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
