import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * The journeys that spend most of their time waiting for the product's clock (a renewal a demo
 * week after the first payment, a delivery time limit), not for the CPU. `npm test` runs them on a
 * product of their own beside the others (scripts/test.ts), so their minutes of waiting overlap
 * with the others' work; by hand, `npx playwright test` runs both projects one after the other.
 */
export const WAITING_JOURNEYS = ['auto-top-up.spec.ts', 'delayed-order.spec.ts'];

/**
 * Debian's Chromium headless shell (the engine without the browser's interface, a quarter less
 * CPU per journey), or its full Chromium where the shell is not installed; CHROMIUM_PATH chooses
 * (the full browser for `--headed`).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

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
  reporter: [['list']],
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
      executablePath: chromium,
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
