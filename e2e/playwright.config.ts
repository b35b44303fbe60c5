import { defineConfig } from '@playwright/test';
import { JOURNEY_BROWSER } from '@selamtopup/test-kit/browsers';

/**
 * The journeys that spend most of their time waiting for the product's clock (a renewal a demo
 * week after the first payment, a delivery time limit), not for the CPU. `npm test` runs them on a
 * product of their own beside the others (scripts/test.ts), so their minutes of waiting overlap
 * with the others' work; by hand, `npx playwright test` runs both projects one after the other.
 */
export const WAITING_JOURNEYS = ['auto-top-up.spec.ts', 'delayed-order.spec.ts'];

/**
 * Browser tests in Debian's Chromium (never a downloaded browser). `npm test` starts the built app
 * on a throw-away database and passes its address in E2E_BASE_URL.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // One journey at a time per product: they share its data, and on two cores the other lane of
  // `npm test` needs the second core (docs/testing.md).
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The digest repeats each failure's first lines at the very end (e2e/failure-digest.ts).
  reporter: [['list'], ['./failure-digest.ts']],
  projects: [
    { name: 'journeys', testIgnore: WAITING_JOURNEYS },
    { name: 'waiting', testMatch: WAITING_JOURNEYS },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    actionTimeout: 15_000,
    screenshot: 'only-on-failure',
    // Recording a trace snapshots the page at every action: about half the test runner's and
    // Chromium's CPU time. Only a retry records one (CI retries once); by hand: `--trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      // The headless shell (CHROMIUM_PATH=/usr/bin/chromium for the full browser, e.g. `--headed`).
      executablePath: JOURNEY_BROWSER,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
