// wrk (C, one epoll loop per thread), the load generator of the HTTP cases (http-load.ts), and
// the reading of its report. Installed with apt-get when missing, as Chromium is
// (scripts/lib/product.ts). Why wrk and how many threads: docs/performance.md#load-generator.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { aptInstall, which } from '@selamtopup/test-kit/run';

const MARKER = 'WRK_REPORT ';

/**
 * wrk's `done` hook: one line of JSON after the run with the counts, the latency percentiles (µs),
 * every kind of error wrk counts (`status`: answers above 399) and this process's CPU ticks (user +
 * system, from /proc/self/stat: fields 14 and 15, the 12th and 13th after the command name).
 */
export const REPORT_SCRIPT = `
done = function(summary, latency, requests)
  local f = io.open("/proc/self/stat", "r")
  local stat = f and f:read("*a") or ""
  if f then f:close() end
  local fields = {}
  for word in (stat:match("%) (.*)") or ""):gmatch("%S+") do fields[#fields + 1] = word end
  local ticks = -1
  if fields[13] then ticks = tonumber(fields[12]) + tonumber(fields[13]) end
  local e = summary.errors
  io.write(string.format(
    '${MARKER}{"durationUs":%.0f,"requests":%.0f,"bytes":%.0f,' ..
    '"errors":{"connect":%.0f,"read":%.0f,"write":%.0f,"status":%.0f,"timeout":%.0f},' ..
    '"latencyUs":{"p50":%.0f,"p90":%.0f,"p99":%.0f,"max":%.0f},"cpuTicks":%.0f}\\n',
    summary.duration, summary.requests, summary.bytes,
    e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, ticks))
end
`;

export interface WrkReport {
  durationUs: number;
  requests: number;
  /** Bytes read, headers included. */
  bytes: number;
  errors: { connect: number; read: number; write: number; status: number; timeout: number };
  latencyUs: { p50: number; p90: number; p99: number; max: number };
  /** wrk's own CPU time in clock ticks; -1 when /proc could not be read. */
  cpuTicks: number;
}

const NUMBER_FIELDS = ['durationUs', 'requests', 'bytes', 'cpuTicks'] as const;

/** The report line `REPORT_SCRIPT` printed, from wrk's whole standard output. */
export function parseWrkReport(stdout: string): WrkReport {
  const line = stdout
    .split('\n')
    .reverse()
    .find((l) => l.startsWith(MARKER));
  if (!line) throw new Error(`wrk printed no report:\n${stdout.trim()}`);
  const report = JSON.parse(line.slice(MARKER.length)) as WrkReport;
  const numbers = [
    ...NUMBER_FIELDS.map((k) => report[k]),
    ...Object.values(report.errors ?? {}),
    ...Object.values(report.latencyUs ?? {}),
  ];
  if (
    numbers.length !== NUMBER_FIELDS.length + 9 ||
    numbers.some((n) => typeof n !== 'number' || !Number.isFinite(n))
  )
    throw new Error(`wrk's report is incomplete: ${line}`);
  return report;
}

/** Why the run does not count (any answer above 399, socket error or timeout), or null. */
export function wrkFailure(report: WrkReport): string | null {
  const { connect, read, write, status, timeout } = report.errors;
  if (report.requests === 0) return 'no answer';
  if (connect + read + write + status + timeout === 0) return null;
  return `${status} answers above 399, ${connect} connect / ${read} read / ${write} write errors, ${timeout} timeouts`;
}

export interface WrkFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Share of its threads' time wrk was on a CPU (1: saturated); null when not known. */
  generatorBusy: number | null;
}

export function wrkFigures(report: WrkReport, threads: number, ticksPerSecond: number): WrkFigures {
  const seconds = report.durationUs / 1e6;
  return {
    requestsPerSecond: report.requests / seconds,
    p50Ms: report.latencyUs.p50 / 1000,
    p99Ms: report.latencyUs.p99 / 1000,
    generatorBusy:
      report.cpuTicks < 0 ? null : report.cpuTicks / ticksPerSecond / (seconds * threads),
  };
}

/**
 * wrk's threads: one per core left over once the server under test (a single Node event loop)
 * has one, at least 1 and at most 4 (BENCH_WRK_THREADS overrides). On 2 cores that is 1 thread,
 * and the generator still shares the cores with the server and the kernel's loopback work: the
 * generator ceiling is measured under the same conditions, in the same run.
 */
export const WRK_THREADS = Number(
  process.env.BENCH_WRK_THREADS ?? Math.max(1, Math.min(4, availableParallelism() - 1)),
);

let ready: { script: string; ticksPerSecond: number } | null = null;

function setUp(): { script: string; ticksPerSecond: number } {
  if (ready) return ready;
  if (!which('wrk')) aptInstall(['wrk'], 'wrk drives the HTTP benchmarks');
  const dir = mkdtempSync(join(tmpdir(), 'wrk-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const script = join(dir, 'report.lua');
  writeFileSync(script, REPORT_SCRIPT);
  const clk = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  ready = { script, ticksPerSecond: Number(clk.stdout.trim()) || 100 };
  return ready;
}

/** wrk at `connections` for `seconds`; any answer above 399, error or timeout fails the run. */
export async function wrk(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  threads = WRK_THREADS,
): Promise<WrkFigures> {
  const { script, ticksPerSecond } = setUp();
  const args = [
    `--threads=${Math.min(threads, connections)}`,
    `--connections=${connections}`,
    `--duration=${seconds}s`,
    // autocannon's default, kept: a slow answer counts in the p99, it is not an error.
    '--timeout=10s',
    `--script=${script}`,
    ...Object.entries(headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
    url,
  ];
  const { stdout } = await promisify(execFile)('wrk', args, { maxBuffer: 1 << 20 });
  const report = parseWrkReport(stdout);
  const failure = wrkFailure(report);
  if (failure) throw new Error(`${url}: ${failure}`);
  return wrkFigures(report, Math.min(threads, connections), ticksPerSecond);
}
