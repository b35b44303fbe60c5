// `npm start`: PostgreSQL and Redis (started locally when none answers), a build of the three apps,
// migrations and demo data, then the API and the worker. Ctrl-C stops everything it started.
import { join } from 'node:path';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_MASTER_ADMIN } from '@database/seeds/demo-credentials';
import {
  AppProcess,
  jemallocLibrary,
  startApiAndWorker,
  stopProcesses,
  waitForHealthy,
} from '@selamtopup/test-kit/processes';
import { loadDotEnv, log, run } from '@selamtopup/test-kit/run';
import { DATA_DIR, ensureServices, ROOT } from './lib/services';

async function main(): Promise<void> {
  loadDotEnv(ROOT);
  const port = Number(process.env.PORT || 3000);
  const services = await ensureServices();
  let processes: AppProcess[] = [];
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('Stopping…');
    await stopProcesses(processes);
    services.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    PORT: String(port),
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
  };

  if (process.env.SKIP_BUILD !== '1') {
    log('Building the API, the customer site and the back office…');
    if (
      (await run('npm', ['run', 'build'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      })) !== 0
    ) {
      throw new Error('The build failed (run `npm run build` to see why).');
    }
  }
  log(
    env.NODE_ENV === 'production'
      ? 'Applying migrations (production: no demo data)…'
      : 'Applying migrations and demo data…',
  );
  if (
    (await run('npx', ['tsx', 'src/database/cli/seed.ts'], { cwd: join(ROOT, 'backend'), env })) !==
    0
  ) {
    throw new Error('Migrations or demo data failed.');
  }

  const logs = join(DATA_DIR, 'logs');
  processes = startApiAndWorker(join(ROOT, 'backend/dist'), env, logs);
  for (const p of processes) {
    p.child.on('exit', (code) => {
      if (stopping) return;
      log(
        `The ${p.name} stopped unexpectedly (exit ${code}); see ${join(logs, `${p.name.toLowerCase()}.log`)}`,
      );
      void shutdown(1);
    });
  }
  const base = `http://localhost:${port}`;
  await waitForHealthy(`${base}/api/health`, processes);
  printBanner(base, logs, env.NODE_ENV === 'production');
}

function printBanner(base: string, logs: string, production: boolean): void {
  // Production gets no demo accounts (seed.ts) and no dev mailbox.
  const demo = production
    ? ''
    : `
  Dev mailbox     ${base}/dev/mailbox
  Demo customer   ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}
  Master admin    ${DEMO_MASTER_ADMIN.email} / ${DEMO_MASTER_ADMIN.password}
  Admin           ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}
`;
  console.log(`
  SelamTopup is running.

  Customer site   ${base}/
  Back office     ${base}/admin/
  API docs        ${base}/api/docs
  Health          ${base}/api/health
  Queues          ${base}/admin/queues
  Metrics         ${base}/metrics
  Runtime         Node ${process.version} (the API and the worker run on this one), ${jemallocLibrary() ? 'jemalloc' : "glibc's malloc"}
${demo}
  Logs in ${logs}. Press Ctrl-C to stop.
`);
}

main().catch((err) => {
  console.error(`\n${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
