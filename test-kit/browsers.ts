// Debian's two builds of Chromium, the browsers every test and bench drives (never a downloaded
// one). CHROMIUM_PATH overrides both.
import { existsSync } from 'node:fs';

/**
 * Lighthouse audits the full browser, the one people use. The browser journeys drive the headless
 * shell: the same engine and version without the browser's own interface, whose omnibox pages
 * alone kept a renderer about 10 % busy while idle; the journeys take about a quarter less time
 * on it (docs/testing.md, "The headless shell").
 */
export const BROWSERS = {
  chromium: { package: 'chromium', path: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
  'headless shell': {
    package: 'chromium-headless-shell',
    path: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
  },
} as const;

export type BrowserName = keyof typeof BROWSERS;

/** The headless shell, or the full browser where the shell is not installed (a run by hand). */
export const JOURNEY_BROWSER = existsSync(BROWSERS['headless shell'].path)
  ? BROWSERS['headless shell'].path
  : BROWSERS.chromium.path;
