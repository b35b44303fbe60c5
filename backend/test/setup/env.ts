import { RISK_LIMITS_FOR_LOAD } from '@selamtopup/test-kit/risk-limits';

// Every integration test process: quiet logs, a cheap bot check (through configuration only).
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
process.env.ALTCHA_COST = '1';
process.env.ALTCHA_COUNTER_MIN = '10';
process.env.ALTCHA_COUNTER_MAX = '50';
// Suites buy many top-ups to a few numbers; the risk-limit suites set the shop's defaults.
Object.assign(process.env, RISK_LIMITS_FOR_LOAD);
