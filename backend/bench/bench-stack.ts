// The product as production runs it, for the cases that need both processes: the built API and
// worker (dist/, APP_NODE_FLAGS) as separate processes on a scratch database and a redis-server
// of the bench's own (queues are measured, and nothing of the machine's Redis is touched), on
// the sandbox providers, loopback trusted as proxy so each simulated visitor has its own
// X-Forwarded-For address (as test-kit/shop-client.ts expects).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  AppProcess,
  freePort,
  startApiAndWorker,
  stopProcesses,
  waitForHealthy,
} from '@selamtopup/test-kit/processes';
import { startPrivateRedis } from '@selamtopup/test-kit/private-redis';
import { sleep } from '@selamtopup/test-kit/run';
import { rssOf, scratchDatabase } from './bench-support';

const BACKEND = join(__dirname, '..');

export interface BenchStack {
  base: string;
  databaseUrl: string;
  db: Client;
  api: AppProcess;
  worker: AppProcess;
  logDir: string;
  /** RSS of both processes now, in MB. */
  rss(): { apiMb: number; workerMb: number };
  /** CPU time (user + system) both processes have used so far, in seconds. */
  cpuSeconds(): { api: number; worker: number };
  /**
   * CPU time the PostgreSQL backends now connected to the bench's database have used so far, in
   * seconds (the pools keep theirs for the run); null when one cannot be read (a server on
   * another machine, or a backend that ended between the query and the read).
   */
  databaseCpuSeconds(): Promise<number | null>;
}

/** utime + stime of a process (Linux /proc/<pid>/stat, in clock ticks of 1/100 s). */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Runs `body` against a fresh stack (settings in `env` on top of the bench's) and tears it down. */
export async function withStack<T>(
  name: string,
  env: NodeJS.ProcessEnv,
  body: (stack: BenchStack) => Promise<T>,
): Promise<T> {
  const database = await scratchDatabase();
  const redis = await startPrivateRedis(await freePort());
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logDir = join(BACKEND, '../.data/logs', `bench-${name}-${Date.now()}`);
  const db = new Client({ connectionString: database.url });
  let processes: AppProcess[] = [];
  try {
    await db.connect();
    processes = startApiAndWorker(
      join(BACKEND, 'dist'),
      {
        // BENCH_CPU_PROFILE=<dir>: both processes write a CPU profile there when stopped.
        ...(process.env.BENCH_CPU_PROFILE
          ? { NODE_OPTIONS: `-r ${join(__dirname, 'cpu-profile.cjs')}` }
          : {}),
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        TRUST_PROXY_ADDRESSES: 'loopback',
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        REDIS_PREFIX: `selam-bench-${name}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        // The bot check is not what is measured (configuration, as
        // docs/specification.md#speed-budgets allows tests).
        ALTCHA_COST: '1',
        ALTCHA_COUNTER_MIN: '10',
        ALTCHA_COUNTER_MAX: '50',
        DTONE_SANDBOX_LATENCY_MS: '0',
        ...env,
      },
      logDir,
    );
    const [api, worker] = processes;
    await waitForHealthy(`${base}/api/health`, processes);
    // The worker fills the empty catalogue at start: wait for it, so it is not measured.
    for (let i = 0; ; i++) {
      const { rows } = await db.query('SELECT count(*)::int AS n FROM offers WHERE active');
      if (rows[0].n > 0) break;
      if (i > 300) throw new Error(`no catalogue after 60 s (logs: ${logDir})`);
      await sleep(200);
    }
    return await body({
      base,
      databaseUrl: database.url,
      db,
      api,
      worker,
      logDir,
      rss: () => ({ apiMb: mb(rssOf(api.child.pid!)), workerMb: mb(rssOf(worker.child.pid!)) }),
      cpuSeconds: () => ({
        api: cpuSecondsOf(api.child.pid!),
        worker: cpuSecondsOf(worker.child.pid!),
      }),
      databaseCpuSeconds: async () => {
        const { rows } = await db.query<{ pid: number }>(
          'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
        );
        try {
          return rows.reduce((sum, r) => sum + cpuSecondsOf(r.pid), 0);
        } catch {
          return null; // no /proc entry for one of them
        }
      },
    });
  } finally {
    await stopProcesses(processes);
    await db.end().catch(() => undefined);
    await redis.stop();
    await database.release();
  }
}

export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').trim();
