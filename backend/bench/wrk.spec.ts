// The reading of wrk's report (wrk.ts): the figures from the line its `done` hook prints, and
// every kind of error failing the run.
import { parseWrkReport, WrkReport, wrkFailure, wrkFigures } from './wrk';

const report = (over: Partial<WrkReport> = {}): WrkReport => ({
  durationUs: 5_000_000,
  requests: 100_000,
  bytes: 3_900_000_000,
  errors: { connect: 0, read: 0, write: 0, status: 0, timeout: 0 },
  latencyUs: { p50: 3_900, p90: 6_100, p99: 12_400, max: 40_000 },
  cpuTicks: 250,
  ...over,
});

/** What wrk prints: its own summary, then the script's line. */
const stdout = (line: string) =>
  [
    'Running 5s test @ http://127.0.0.1:4270/api/product/offers',
    '  1 threads and 100 connections',
    '  Thread Stats   Avg      Stdev     Max   +/- Stdev',
    '    Latency     4.21ms    1.02ms  40.00ms   91.00%',
    '  100000 requests in 5.00s, 3.63GB read',
    'Requests/sec:  20000.00',
    'Transfer/sec:    743.87MB',
    line,
    '',
  ].join('\n');

describe('wrk report', () => {
  it('reads the line the done hook prints after wrk summary', () => {
    const line = `WRK_REPORT ${JSON.stringify(report())}`;
    expect(parseWrkReport(stdout(line))).toEqual(report());
  });

  it('gives req/s over the measured duration, latencies in ms and how busy wrk was', () => {
    // 250 ticks at 100 a second: 2.5 s of CPU in 5 s on 1 thread.
    expect(wrkFigures(report(), 1, 100)).toEqual({
      requestsPerSecond: 20_000,
      p50Ms: 3.9,
      p99Ms: 12.4,
      generatorBusy: 0.5,
    });
    expect(wrkFigures(report(), 2, 100).generatorBusy).toBe(0.25);
  });

  it('says the busy share is unknown when /proc could not be read', () => {
    expect(wrkFigures(report({ cpuTicks: -1 }), 1, 100).generatorBusy).toBeNull();
  });

  it('accepts a run without errors', () => {
    expect(wrkFailure(report())).toBeNull();
  });

  it.each([
    ['status', /^3 answers above 399/],
    ['connect', /3 connect/],
    ['read', /3 read/],
    ['write', /3 write/],
    ['timeout', /3 timeouts/],
  ] as const)('fails the run on %s errors', (kind, message) => {
    const errors = { ...report().errors, [kind]: 3 };
    expect(wrkFailure(report({ errors }))).toMatch(message);
  });

  it('fails a run that got no answer at all', () => {
    expect(wrkFailure(report({ requests: 0 }))).toBe('no answer');
  });

  it('refuses output without the report line (the script not loaded, wrk stopped)', () => {
    expect(() => parseWrkReport(stdout('unable to connect to 127.0.0.1:4270'))).toThrow(
      /wrk printed no report/,
    );
  });

  it('refuses a report with a missing or non-numeric figure', () => {
    const { latencyUs, ...rest } = report();
    const noP99 = { ...rest, latencyUs: { p50: latencyUs.p50, p90: 1, max: 2 } };
    expect(() => parseWrkReport(stdout(`WRK_REPORT ${JSON.stringify(noP99)}`))).toThrow(
      /incomplete/,
    );
    const nan = { ...report(), requests: 'nan' };
    expect(() => parseWrkReport(stdout(`WRK_REPORT ${JSON.stringify(nan)}`))).toThrow(/incomplete/);
  });
});
