import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { aptInstall, isRoot, log, must, sleep } from '@selamtopup/test-kit/run';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export interface StartedService {
  stop(): void;
}

/** Connects to the server of `url` (its maintenance database); null when nothing answers. */
async function tryServer(url: URL): Promise<Client | null> {
  const admin = new URL(url.toString());
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return client;
  } catch {
    await client.end().catch(() => undefined);
    return null;
  }
}

function pgBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

/** initdb refuses root: as root, the cluster belongs to the `postgres` user of the OS package. */
function asPostgres(cmd: string, args: string[]): string {
  return isRoot() ? must('runuser', ['-u', 'postgres', '--', cmd, ...args]) : must(cmd, args);
}

/**
 * Makes sure the PostgreSQL server of `databaseUrl` answers: uses it when it does, otherwise starts
 * a project-local one under `.data/` on the URL's port (installing the OS package when root).
 * The database of the URL is created when missing.
 */
export async function ensurePostgres(
  databaseUrl: string,
  dataDir: string,
): Promise<StartedService | null> {
  const url = new URL(databaseUrl);
  let started: StartedService | null = null;
  let client = await tryServer(url);
  if (!client) {
    if (!LOCAL_HOSTS.has(url.hostname))
      throw new Error(`PostgreSQL at ${url.host} does not answer.`);
    started = startLocalPostgres(Number(url.port || 5432), dataDir);
    for (let i = 0; i < 60 && !client; i++) {
      await sleep(500);
      client = await tryServer(url);
    }
    if (!client)
      throw new Error('The local PostgreSQL did not come up; see .data/postgres-*/server.log');
  }
  const dbName = decodeURIComponent(url.pathname.slice(1));
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
  if (!exists.rowCount) await client.query(`CREATE DATABASE "${dbName.replace(/"/g, '""')}"`);
  await client.end();
  return started;
}

function startLocalPostgres(port: number, dataDir: string): StartedService {
  let bin = pgBinDir();
  if (!bin) {
    aptInstall(['postgresql'], 'PostgreSQL is not installed');
    bin = pgBinDir();
    if (!bin) throw new Error('postgresql was installed but pg_ctl was not found');
  }
  const dir = join(dataDir, `postgres-${port}`);
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    log(`Creating a project-local PostgreSQL cluster in ${dir}`);
    mkdirSync(dir, { recursive: true });
    if (isRoot()) {
      const uid = Number(must('id', ['-u', 'postgres']).trim());
      const gid = Number(must('id', ['-g', 'postgres']).trim());
      chownSync(dir, uid, gid);
    }
    asPostgres(join(bin, 'initdb'), [
      '-D',
      dir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-sync',
    ]);
  }
  log(`Starting PostgreSQL on 127.0.0.1:${port}`);
  asPostgres(join(bin, 'pg_ctl'), [
    '-D',
    dir,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  return {
    stop: () => {
      log('Stopping the project-local PostgreSQL');
      try {
        asPostgres(join(bin!, 'pg_ctl'), ['-D', dir, '-m', 'fast', '-w', 'stop']);
      } catch (err) {
        console.error((err as Error).message);
      }
    },
  };
}

/**
 * Creates a throw-away database on the same server and returns its URL (for a test run); a copy
 * of `template` when given (a migrated database: far quicker than migrating each one).
 */
export async function createDatabase(
  baseUrl: string,
  name: string,
  template?: string,
): Promise<string> {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const client = (await tryServer(url))!;
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  await client.end();
  return url.toString();
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const client = await tryServer(url);
  if (!client) return;
  await client
    .query(`DROP DATABASE IF EXISTS "${decodeURIComponent(url.pathname.slice(1))}" WITH (FORCE)`)
    .catch(() => undefined);
  await client.end();
}
