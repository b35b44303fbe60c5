import { ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { log, sleep } from './run';

export interface AppProcess {
  name: string;
  child: ChildProcess;
}

/** Starts a long-running process whose output goes to a log file. */
export function startProcess(
  name: string,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
): AppProcess {
  mkdirSync(dirname(logFile), { recursive: true });
  const out = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  return { name, child };
}

/** SIGTERM, then SIGKILL after a grace period: the API and worker finish what they hold first. */
export async function stopProcesses(processes: AppProcess[], graceMs = 15_000): Promise<void> {
  const alive = processes.filter((p) => p.child.exitCode === null && p.child.signalCode === null);
  await Promise.all(
    alive.map(
      (p) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            log(`${p.name} did not stop in time; killing it`);
            p.child.kill('SIGKILL');
          }, graceMs);
          p.child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          p.child.kill('SIGTERM');
        }),
    ),
  );
}

/** Waits until GET url answers 200, or fails when a watched process exits first. */
export async function waitForHealthy(
  url: string,
  watch: AppProcess[],
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dead = watch.find((p) => p.child.exitCode !== null || p.child.signalCode !== null);
    if (dead) throw new Error(`${dead.name} exited during start-up`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/**
 * Node flags of the API and the worker, wherever they are started (npm start and test, the fault
 * drills, the bench; the Dockerfile and docker-compose.yml repeat them). Node 22+ lets V8's young
 * generation grow to 64 MB per semi-space where Node 20 stopped at 16: a busy process then holds
 * ~90 MB more garbage before scavenging (a 1M-row CSV export grew RSS by 119 MB instead of 30).
 * 16 MB keeps Node 20's footprint at the same speed (CSV rows/s, offers req/s: docs/performance).
 */
export const APP_NODE_FLAGS = ['--max-semi-space-size=16'];

/** Debian's jemalloc (also redis-server's allocator): the package and where its library lies. */
export const JEMALLOC_PACKAGE = 'libjemalloc2';
const JEMALLOC_LIBRARY = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/libjemalloc.so.2`;

/** jemalloc's library when it is installed. */
export function jemallocLibrary(): string | undefined {
  return existsSync(JEMALLOC_LIBRARY) ? JEMALLOC_LIBRARY : undefined;
}

/**
 * Environment of the API and the worker wherever they are started (with APP_NODE_FLAGS; the
 * Dockerfile's image sets the same for both).
 *
 * jemalloc, where it is installed, with a background thread returning freed pages: after a
 * 20,000-connection flood glibc's malloc kept 70-80 MB of freed memory for good, jemalloc gives
 * it back within seconds; under the 5-minute mixed load its RSS stays flat where glibc's kept
 * growing; CPU per paid order the same (docs/performance.md#memory). Its default 10 s decay:
 * 1 s made the pipeline cost ~5 % more CPU (pages returned, then faulted in again).
 *
 * Without it (glibc), the mmap threshold held at its start value, 128 KB: glibc raises it to the
 * size of the largest block freed (up to 32 MB), so after the first password hash (argon2, 19 MB
 * a hash, four at a time in libuv's threads) every later one comes from the threads' arenas and
 * stays there. 100 hashes left a process 123 MB larger with the default, 3 MB with the threshold.
 */
export function appEnv(): NodeJS.ProcessEnv {
  const jemalloc = jemallocLibrary();
  return jemalloc
    ? { LD_PRELOAD: jemalloc, MALLOC_CONF: 'background_thread:true' }
    : { MALLOC_MMAP_THRESHOLD_: '131072' };
}

/** The built API and worker (backend/dist), each logging to its own file under `logDir`. */
export function startApiAndWorker(
  backendDist: string,
  env: NodeJS.ProcessEnv,
  logDir: string,
): AppProcess[] {
  return [
    startProcess(
      'API',
      process.execPath,
      [...APP_NODE_FLAGS, join(backendDist, 'main.js')],
      { ...appEnv(), ...env },
      join(logDir, 'api.log'),
    ),
    startProcess(
      'worker',
      process.execPath,
      [...APP_NODE_FLAGS, join(backendDist, 'worker.js')],
      { ...appEnv(), ...env },
      join(logDir, 'worker.log'),
    ),
  ];
}

/** A TCP port nothing listens on right now (the system's pick), for a process of our own. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
