import { join } from 'node:path';
import { ensurePostgres, StartedService } from './postgres';
import { ensureRedis } from './redis';
import { JEMALLOC_PACKAGE, jemallocLibrary } from '@selamtopup/test-kit/processes';
import { aptInstall, isRoot, log } from '@selamtopup/test-kit/run';
import { requireProjectNode } from './runtime';

export const ROOT = join(__dirname, '../..');
export const DATA_DIR = join(ROOT, '.data');

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/selamtopup';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export interface Services {
  databaseUrl: string;
  redisUrl: string;
  /** Stops what this run started (nothing when the services were already there). */
  stop(): void;
}

/** PostgreSQL and Redis for `npm start`, `npm test` and `npm run dev`. */
export async function ensureServices(): Promise<Services> {
  // Every script (start, test, dev, faults) comes through here, before it spawns anything.
  requireProjectNode(ROOT);
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const started: StartedService[] = [];
  const stop = () =>
    started
      .splice(0)
      .reverse()
      .forEach((s) => s.stop());
  try {
    const pg = await ensurePostgres(databaseUrl, DATA_DIR);
    if (pg) started.push(pg);
    const redis = await ensureRedis(redisUrl, DATA_DIR);
    if (redis) started.push(redis);
  } catch (err) {
    stop();
    throw err;
  }
  ensureJemalloc();
  log(
    `Node ${process.version}  PostgreSQL: ${new URL(databaseUrl).host}  Redis: ${new URL(redisUrl).host}`,
  );
  return { databaseUrl, redisUrl, stop };
}

/**
 * The API and the worker run on jemalloc where it is installed (test-kit/processes.ts says why):
 * installed like PostgreSQL and Redis when missing, or glibc's malloc where apt-get is not ours.
 */
function ensureJemalloc(): void {
  if (jemallocLibrary()) return;
  if (isRoot()) aptInstall([JEMALLOC_PACKAGE], 'the API and the worker run on jemalloc');
  else log(`${JEMALLOC_PACKAGE} is not installed: the API and the worker use glibc's malloc`);
}
