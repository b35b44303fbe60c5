// Every integration test process: quiet logs, a cheap bot check (through configuration only).
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
process.env.ALTCHA_COST = '1';
process.env.ALTCHA_COUNTER_MIN = '10';
process.env.ALTCHA_COUNTER_MAX = '50';
