// `npm run test:faults`: the fault suite (docs/decisions.md#fault-suite). Each drill under
// scripts/faults/ runs the
// built API and worker on a throw-away database and a private redis-server, with the real DT One
// and Stripe adapters pointed at local stand-ins that record every call, injects its fault while
// customers buy top-ups, and checks the invariants from the database and the stand-ins' records
// (docs/reliability.md). Exit code 1 when a drill fails.
//   FAULTS_DRILLS=worker-kills,sigterm  only these;  FAULTS_SCALE=0.2  a fifth of the orders;
//   FAULTS_SEED=n  replays a run's random choices;  SKIP_BUILD=1  uses backend/dist as it is.
import { join } from 'node:path';
import { apiKillDuringWebhooks } from './faults/api-kill-webhooks';
import { clusterDrill } from './faults/cluster';
import { delaySweep } from './faults/delay-sweep';
import { autoTopUps } from './faults/auto-top-ups';
import { fraudWarnings } from './faults/fraud-warnings';
import { malformedBodiesDrill } from './faults/malformed-bodies';
import { postgresKills } from './faults/postgres-kills';
import { redisRestart } from './faults/redis-restart';
import { sigterm } from './faults/sigterm';
import type { Drill, DrillResult, Suite } from './faults/support/drill';
import { workerKills } from './faults/worker-kills';
import { createDatabase, dropDatabase } from './lib/postgres';
import { log, run } from '@selamtopup/test-kit/run';
import { DATA_DIR, ensureServices, ROOT } from './lib/services';

/**
 * The drills, in the order they run. Each is a file of its own under scripts/faults/ exporting
 * an async function that answers { name, ok, lines }; add a new one here.
 */
const DRILLS: { key: string; run: Drill }[] = [
  { key: 'worker-kills', run: workerKills },
  { key: 'api-kill', run: apiKillDuringWebhooks },
  { key: 'redis-restart', run: redisRestart },
  { key: 'postgres-kills', run: postgresKills },
  { key: 'sigterm', run: sigterm },
  // Early fraud warnings ×3 for 100 paid orders while the worker is kill -9ed.
  { key: 'fraud-warnings', run: fraudWarnings },
  // Delayed top-ups: "delayed" mails and time-limit refunds once, two workers sweeping, kill -9.
  { key: 'delay-sweep', run: delaySweep },
  // 200 automatic top-ups due at once: each period charged once, worker kill -9, Redis restart.
  { key: 'auto-top-ups', run: autoTopUps },
  // Two API and two worker processes on one Redis and PostgreSQL, sandbox providers.
  { key: 'cluster', run: () => clusterDrill() },
  // Property-based bad bodies on every endpoint, as every kind of caller.
  { key: 'malformed-bodies', run: () => malformedBodiesDrill() },
];

async function main(): Promise<number> {
  const wanted = process.env.FAULTS_DRILLS?.split(',').map((k) => k.trim());
  const unknown = wanted?.filter((k) => !DRILLS.some((d) => d.key === k)) ?? [];
  if (unknown.length) {
    console.error(`Unknown drill(s) ${unknown.join(', ')}; known: ${DRILLS.map((d) => d.key)}`);
    return 1;
  }
  const services = await ensureServices();
  const stamp = `${Date.now()}_${process.pid}`;
  const seed = Number(process.env.FAULTS_SEED || Date.now() % 1_000_000);
  const logs = join(DATA_DIR, 'logs', `faults-${stamp}`);
  const template = `selamtopup_faults_${stamp}_template`;
  const templateUrl = await createDatabase(services.databaseUrl, template);
  const suite: Suite = { serverUrl: services.databaseUrl, template, logs, stamp, seed };
  const results: DrillResult[] = [];
  const started = Date.now();
  try {
    if (process.env.SKIP_BUILD !== '1') {
      log('Building the backend…');
      if ((await run('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT })) !== 0) return 1;
    }
    const migrate = ['tsx', 'src/database/cli/migrate.ts'];
    const env = { ...process.env, DATABASE_URL: templateUrl };
    if ((await run('npx', migrate, { cwd: join(ROOT, 'backend'), env })) !== 0) return 1;
    log(`Fault suite: seed ${seed} (FAULTS_SEED), logs ${logs}`);
    for (const drill of DRILLS.filter((d) => !wanted || wanted.includes(d.key))) {
      const from = Date.now();
      log(`── ${drill.key}`);
      const result = await drill.run(suite).catch((err: unknown): DrillResult => ({
        name: drill.key,
        ok: false,
        lines: [`the drill itself failed: ${err instanceof Error ? err.stack : String(err)}`],
      }));
      result.lines.push(`drill took ${Math.round((Date.now() - from) / 1000)} s`);
      log(`   ${result.ok ? 'ok' : 'FAILED'}: ${result.name}`);
      results.push(result);
    }
  } finally {
    await dropDatabase(templateUrl);
    services.stop();
  }
  console.log('');
  for (const r of results)
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'} ${r.name}\n${r.lines.map((l) => `     ${l}`).join('\n')}`,
    );
  const passed = results.filter((r) => r.ok).length;
  console.log(`\nLogs: ${logs}; seed ${seed}; ${Math.round((Date.now() - started) / 1000)} s`);
  // The plain closing line CI reads.
  console.log(`${passed} passed, ${results.length - passed} failed`);
  return passed === results.length ? 0 : 1;
}

main()
  .then((code) => process.exit(code))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
