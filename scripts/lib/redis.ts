import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import type { StartedService } from './postgres';
import { aptInstall, log, must, sleep, which } from './run';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Makes sure Redis at `redisUrl` answers; otherwise starts a project-local redis-server under
 * `.data/` on the URL's port. Queues need `noeviction`: an evicted job would be a lost job.
 */
export async function ensureRedis(
  redisUrl: string,
  dataDir: string,
): Promise<StartedService | null> {
  if (await answers(redisUrl)) return null;
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
    '--save',
    '',
    '--appendonly',
    'no',
    '--maxmemory-policy',
    'noeviction',
  ]);
  for (let i = 0; i < 40; i++) {
    if (await answers(redisUrl)) break;
    await sleep(250);
  }
  if (!(await answers(redisUrl)))
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
