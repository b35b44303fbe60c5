// `npm run dev`: watch mode for the API, the worker and both frontends (Vite dev servers proxy
// /api to the API). Uses the same PostgreSQL/Redis bootstrap as `npm start`.
import { spawn, ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { loadDotEnv, log, run } from '@selamtopup/test-kit/run';
import { ensureServices, ROOT } from './lib/services';

const COLORS = [33, 35, 32, 34];

function prefixed(
  name: string,
  color: number,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): ChildProcess {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tag = `\x1b[${color}m[${name}]\x1b[0m `;
  const forward = (data: Buffer) => process.stdout.write(data.toString().replace(/^(?=.)/gm, tag));
  child.stdout!.on('data', forward);
  child.stderr!.on('data', forward);
  return child;
}

async function main(): Promise<void> {
  loadDotEnv(ROOT);
  const services = await ensureServices();
  const env = {
    LOG_FORMAT: 'pretty',
    ...process.env,
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
  };
  if (
    (await run('npx', ['tsx', 'src/database/cli/seed.ts'], { cwd: join(ROOT, 'backend'), env })) !==
    0
  )
    process.exit(1);

  const children = [
    prefixed('api', COLORS[0], 'npm', ['run', 'dev:api', '-w', 'backend'], env, ROOT),
    prefixed('worker', COLORS[1], 'npm', ['run', 'dev:worker', '-w', 'backend'], env, ROOT),
    prefixed('public', COLORS[2], 'npm', ['run', 'dev', '-w', 'frontend-public'], env, ROOT),
    prefixed('admin', COLORS[3], 'npm', ['run', 'dev', '-w', 'frontend-admin'], env, ROOT),
  ];
  log(
    'Customer site http://localhost:5173/  Back office http://localhost:5174/admin/  API http://localhost:3000/api/docs',
  );
  const stop = () => {
    children.forEach((c) => c.kill('SIGTERM'));
    services.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
