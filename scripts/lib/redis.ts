import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import type { StartedService } from './postgres';
import { redisAnswers } from '@selamtopup/test-kit/private-redis';
import { aptInstall, log, must, sleep, which } from '@selamtopup/test-kit/run';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Warns when a Redis we did not start keeps queues in memory only (a restart would lose jobs). */
async function warnIfNotPersistent(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const [, appendonly] = (await client.config('GET', 'appendonly')) as string[];
    if (appendonly !== 'yes')
      log(
        `Warning: Redis at ${new URL(url).host} runs without AOF persistence (appendonly ${appendonly}); ` +
          'a restart loses queued jobs (docs/operations.md).',
      );
  } catch {
    /* CONFIG may be disabled on a managed Redis: nothing to say then */
  } finally {
    client.disconnect();
  }
}

/**
 * Makes sure Redis at `redisUrl` answers; otherwise starts a project-local redis-server under
 * `.data/redis-<port>` on the URL's port. Queues need `noeviction` (an evicted job would be a lost
 * job) and persistence: an append-only file fsynced every second, in a directory that survives
 * restarts, so a Redis restart loses at most a second of queue writes (docs/operations.md).
 */
export async function ensureRedis(
  redisUrl: string,
  dataDir: string,
): Promise<StartedService | null> {
  if (await redisAnswers(redisUrl)) {
    await warnIfNotPersistent(redisUrl);
    return null;
  }
  const url = new URL(redisUrl);
  if (!LOCAL_HOSTS.has(url.hostname)) throw new Error(`Redis at ${url.host} does not answer.`);
  const port = Number(url.port || 6379);
  if (!which('redis-server')) aptInstall(['redis-server'], 'Redis is not installed');
  const dir = join(dataDir, `redis-${port}`);
  mkdirSync(dir, { recursive: true });
  const pidFile = join(dir, 'redis.pid');
  log(`Starting Redis on 127.0.0.1:${port}`);
  must('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--daemonize',
    'yes',
    '--dir',
    dir,
    '--pidfile',
    pidFile,
    '--logfile',
    join(dir, 'redis.log'),
    // AOF only (no RDB snapshots): every write logged, fsynced once a second.
    '--save',
    '',
    '--appendonly',
    'yes',
    '--appendfsync',
    'everysec',
    '--maxmemory-policy',
    'noeviction',
  ]);
  for (let i = 0; i < 40; i++) {
    if (await redisAnswers(redisUrl)) break;
    await sleep(250);
  }
  if (!(await redisAnswers(redisUrl)))
    throw new Error(`The local Redis did not come up; see ${dir}/redis.log`);
  return {
    stop: () => {
      log('Stopping the project-local Redis');
      if (existsSync(pidFile)) {
        try {
          process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGTERM');
        } catch {
          /* already gone */
        }
      }
    },
  };
}

/**
 * Deletes every key under `prefix:` (a throw-away product's queues, schedulers, sessions and
 * limits), so that runs against a shared Redis leave nothing behind. Keys are found with SCAN, a
 * hundred at a time, and removed with UNLINK, which frees them off Redis's main thread.
 */
export async function dropRedisPrefix(redisUrl: string, prefix: string): Promise<number> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  client.on('error', () => undefined);
  let removed = 0;
  try {
    await client.connect();
    const keys = client.scanStream({ match: `${prefix}:*`, count: 100 });
    for await (const batch of keys as AsyncIterable<string[]>)
      if (batch.length) removed += await client.unlink(...batch);
  } finally {
    client.disconnect();
  }
  return removed;
}
