import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Client } from 'pg';
import { appEnv, APP_NODE_FLAGS, jemallocLibrary } from '@selamtopup/test-kit/processes';
import { Argon2PasswordHasher } from '@modules/identity/infra/argon2-password-hasher';

const BACKEND = join(__dirname, '..');
const TSX = join(BACKEND, '../node_modules/.bin/tsx');

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** bench/results/<name>.json, for comparing runs. */
export function writeResult(name: string, result: object): void {
  const dir = join(__dirname, 'results');
  mkdirSync(dir, { recursive: true });
  // The allocator the API and the worker ran on moves every memory figure (test-kit/processes.ts).
  const allocator = jemallocLibrary() ? 'jemalloc' : 'glibc';
  writeFileSync(
    join(dir, `${name}.json`),
    JSON.stringify({ ...result, allocator }, null, 2) + '\n',
  );
}

const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export interface BenchDatabase {
  url: string;
  /** Drops the database when the bench created it; leaves a given one alone. */
  release(): Promise<void>;
}

/**
 * The volume-seeded database the back-office cases read. `BENCH_DATABASE_URL` reuses one (seeded
 * with `npm run seed:volume`); without it a database of its own is created next to DATABASE_URL,
 * migrated and seeded with BENCH_TRANSACTIONS orders (1,000,000), its seed time written as the
 * `seed-volume` case, and dropped at the end.
 */
export async function benchDatabase(): Promise<BenchDatabase> {
  if (process.env.BENCH_DATABASE_URL)
    return { url: process.env.BENCH_DATABASE_URL, release: async () => undefined };
  const { url, release } = await scratchDatabase();
  try {
    const transactions = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
    console.log(`Seeding ${transactions} orders (npm run seed:volume)…`);
    const started = Date.now();
    const output = run(
      TSX,
      ['src/database/cli/seed-volume.ts', '--transactions', String(transactions)],
      url,
    );
    const seconds = (Date.now() - started) / 1000;
    const target = 120 * (transactions / 1_000_000);
    console.log(
      `seed:volume ${transactions} orders: ${seconds.toFixed(1)} s [target < ${target} s when the machine is quiet: ${seconds < target ? 'ok' : 'OVER'}]`,
    );
    writeResult('seed-volume', {
      transactions,
      seconds,
      targetSeconds: target,
      loadAverage: readFileSync('/proc/loadavg', 'utf8').trim(),
      output: output.trim().split('\n').slice(-3),
    });
  } catch (err) {
    await release();
    throw err;
  }
  return { url, release };
}

/** An empty, migrated database of the bench's own next to DATABASE_URL; `release` drops it. */
export async function scratchDatabase(): Promise<BenchDatabase> {
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/selamtopup';
  const name = `selam_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: withDatabase(server, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(server, name);
  const release = async () => {
    const c = new Client({ connectionString: withDatabase(server, 'postgres') });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  try {
    run(TSX, ['src/database/cli/migrate.ts'], url);
  } catch (err) {
    await release();
    throw err;
  }
  return { url, release };
}

function run(command: string, args: string[], databaseUrl: string): string {
  const r = spawnSync(command, args, {
    cwd: BACKEND,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${args[0]} failed: ${r.stderr || r.stdout}`);
  return r.stdout;
}

export interface BenchApi {
  base: string;
  pid: number;
  stop(): void;
}

/** The built API (dist/main.js) in a process of its own on the bench database. */
export async function startApi(databaseUrl: string, port: number): Promise<BenchApi> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...APP_NODE_FLAGS, join(BACKEND, 'dist/main.js')],
    {
      env: {
        ...appEnv(),
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        // Sessions and rate limits of their own in a shared Redis.
        REDIS_PREFIX: `selam-bench-${process.pid}`,
        // The bot check is not what is measured (configuration, as
        // docs/specification.md#speed-budgets allows tests).
        ALTCHA_COST: '1',
        ALTCHA_COUNTER_MIN: '10',
        ALTCHA_COUNTER_MAX: '50',
      },
      stdio: 'inherit',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, pid: child.pid!, stop: () => child.kill('SIGTERM') };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('The API did not start (did you run `npm run build -w backend`?)');
}

/** A browser's cookie jar, enough for the session cookies. */
class Cookies {
  private readonly jar = new Map<string, string>();

  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      this.jar.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
    }
  }

  get header(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * An admin (written to the database as `npm run admin:create` leaves one) logged in through the
 * real login: CSRF token, ALTCHA challenge solved, POST /api/admin/login. Answers the cookies.
 */
export async function adminLogin(base: string, databaseUrl: string): Promise<string> {
  const email = `bench-${process.pid}-${Date.now()}@example.com`;
  const password = 'Bench#2026x';
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `INSERT INTO admins (fullname, email, password_hash, type) VALUES ('Bench Admin', $1, $2, 'admin')`,
    [email, await new Argon2PasswordHasher().hash(password)],
  );
  await db.end();
  const cookies = new Cookies();
  const get = async (path: string) => {
    const res = await fetch(base + path, { headers: { cookie: cookies.header } });
    cookies.take(res);
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.json();
  };
  const { csrfToken } = (await get('/api/user/token')) as { csrfToken: string };
  const challenge = (await get('/api/captcha/challenge')) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: {
      cookie: cookies.header,
      'content-type': 'application/json',
      'x-csrf-token': csrfToken,
    },
    body: JSON.stringify({ email, password, altcha }),
  });
  cookies.take(res);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return cookies.header;
}

/** VmRSS of a process in bytes (Linux). */
export function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

/**
 * The API's V8 heap in use and the memory its Buffers hold outside that heap (its /metrics), in
 * bytes; null when it does not answer. Beside RSS they tell garbage V8 has not collected yet from
 * pages the allocator keeps.
 */
export async function v8MemoryOf(
  base: string,
): Promise<{ heapBytes: number; buffersBytes: number } | null> {
  const metrics = await fetch(`${base}/metrics`)
    .then((r) => r.text())
    .catch(() => '');
  const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1]);
  const heap = read('nodejs_heap_size_used_bytes');
  const buffers = read('nodejs_external_memory_bytes');
  return Number.isFinite(heap) && Number.isFinite(buffers)
    ? { heapBytes: heap, buffersBytes: buffers }
    : null;
}

export interface BackofficeBench {
  databaseUrl: string;
  api: BenchApi;
  cookie: string;
}

/** Milliseconds of one admin GET, the answer read to its end; throws unless it is 200. */
export async function timedAdminGet(bench: BackofficeBench, path: string): Promise<number> {
  const started = process.hrtime.bigint();
  const res = await fetch(`${bench.api.base}${path}`, { headers: { cookie: bench.cookie } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** Database, built API and admin login around the back-office cases; cleans up after them. */
export async function withBackofficeBench(
  cases: ((bench: BackofficeBench) => Promise<boolean>)[],
): Promise<void> {
  const db = await benchDatabase();
  let ok = true;
  try {
    const api = await startApi(db.url, Number(process.env.BENCH_PORT ?? 3902));
    try {
      const cookie = await adminLogin(api.base, db.url);
      for (const c of cases) ok = (await c({ databaseUrl: db.url, api, cookie })) && ok;
    } finally {
      api.stop();
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await db.release();
  }
  process.exitCode = ok ? 0 : 1;
}
