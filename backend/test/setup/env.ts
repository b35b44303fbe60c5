import { RISK_LIMITS_FOR_LOAD } from '@selamtopup/test-kit/risk-limits';
import { workerDatabaseName } from './worker-database';

// Every integration test process: quiet logs, a cheap bot check (through configuration only).
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
process.env.ALTCHA_COST = '1';
process.env.ALTCHA_COUNTER_MIN = '10';
process.env.ALTCHA_COUNTER_MAX = '50';
// The sandbox delivers a top-up after a second (DTONE_SANDBOX_COMPLETION_MS); its callback goes to
// PUBLIC_URL, which no test app serves unless a suite points it there, so the fulfil job reads it
// again after its first retry delay: a second here instead of the 5 s a real DT One is given.
process.env.FULFILMENT_RETRY_DELAY_MS = '1000';
// Suites buy many top-ups to a few numbers; the risk-limit suites set the shop's defaults.
Object.assign(process.env, RISK_LIMITS_FOR_LOAD);

// This worker's copy of the run's database and its own Redis prefix (test/setup/global-setup.ts).
// Set again before each test file from the run's values, never from the last file's.
const worker = process.env.JEST_WORKER_ID ?? '1';
const runDatabase = process.env.TEST_RUN_DATABASE_URL;
if (runDatabase) {
  const url = new URL(runDatabase);
  url.pathname = `/${workerDatabaseName(runDatabase, worker)}`;
  process.env.DATABASE_URL = url.toString();
  process.env.REDIS_PREFIX = `${process.env.TEST_RUN_REDIS_PREFIX}-w${worker}`;
}
