import { defineConfig } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium (never a downloaded browser). `npm test` starts the built app
 * on a throw-away database and passes its address in E2E_BASE_URL.
 */
/** Journeys that touch nothing another journey reads (docs/testing.md, "Browser journeys"). */
const CUSTOMER_JOURNEYS = [
  'account-journey',
  'card-purchase',
  'home-topup',
  'mobile-menu',
  'mvm-payments',
  'prerendered-pages',
  'purchase-follow-up',
  'screens',
  'support-forms',
  'wallet-purchase',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two files at a time while the customer's journeys run (each its own customers and visitor
  // address); the rest, one at a time after them: the back office's journeys read and change what
  // the whole shop shares (the storefront switch, the contact address, the admins' rules, lists
  // and dashboards whose figures other journeys would move).
  workers: 2,
  projects: [
    { name: 'customer journeys', testMatch: CUSTOMER_JOURNEYS },
    {
      name: 'shared state',
      testIgnore: CUSTOMER_JOURNEYS,
      dependencies: ['customer journeys'],
      workers: 1,
    },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    actionTimeout: 15_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
