import { once } from 'node:events';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  STAND_IN_KEY as DTONE_KEY,
  STAND_IN_SECRET as DTONE_SECRET,
  DvsStandIn,
} from '@selamtopup/test-kit/stand-ins/dvs';
import { STAND_IN_KEY as STRIPE_KEY, StripeStandIn } from '@selamtopup/test-kit/stand-ins/stripe';
import { createDatabase, dropDatabase } from '../../lib/postgres';
import { startPrivateRedis } from '@selamtopup/test-kit/private-redis';
import { REVIEW_OFF_FOR_LOAD, RISK_LIMITS_FOR_LOAD } from '@selamtopup/test-kit/risk-limits';
import {
  appEnv,
  APP_NODE_FLAGS,
  AppProcess,
  freePort,
  startProcess,
  stopProcesses,
  waitForHealthy,
} from '@selamtopup/test-kit/processes';
import { sleep } from '@selamtopup/test-kit/run';
import { ROOT } from '../../lib/services';
import type { Suite } from './drill';
import { DTONE_TIMEOUT_MS, faultyDtone } from './provider-faults';
import { seededRandom } from './random';

const DIST = join(ROOT, 'backend/dist');
export const WEBHOOK_SECRET = 'whsec_fault_suite';
/** How the API's and the worker's PostgreSQL connections are told apart (pg_stat_activity). */
export const APPLICATION_NAMES = { api: 'selamtopup-api', worker: 'selamtopup-worker' } as const;

type Role = keyof typeof APPLICATION_NAMES;

/**
 * One drill's world: a throw-away database copied from the migrated template, a private
 * redis-server, the DT One and Stripe stand-ins (recording every call) in this process, and the
 * built API and worker with the **real** DT One and Stripe adapters pointed at the stand-ins.
 */
export class Rig {
  readonly processes: Record<Role, AppProcess | undefined> = { api: undefined, worker: undefined };
  /** Kills and other faults, for the figures; the last one's time starts the 2-minute clock. */
  faults = 0;
  lastFaultAt = 0;
  private redisStop?: () => Promise<void>;

  private constructor(
    readonly name: string,
    readonly logs: string,
    readonly databaseUrl: string,
    readonly db: Client,
    readonly redisPort: number,
    readonly dtone: DvsStandIn,
    readonly stripe: StripeStandIn,
    readonly port: number,
    readonly random: () => number,
    private readonly settings: NodeJS.ProcessEnv,
  ) {}

  static async start(suite: Suite, name: string, settings: NodeJS.ProcessEnv = {}): Promise<Rig> {
    const random = seededRandom(suite.seed ^ hash(name));
    const databaseUrl = await createDatabase(
      suite.serverUrl,
      `selamtopup_faults_${suite.stamp}_${name.replace(/\W/g, '_')}`,
      suite.template,
    );
    const dtone = faultyDtone(random);
    await dtone.start();
    const stripe = await new StripeStandIn().start();
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const rig = new Rig(
      name,
      join(suite.logs, name),
      databaseUrl,
      db,
      await freePort(),
      dtone,
      stripe,
      await freePort(),
      random,
      settings,
    );
    try {
      await rig.startRedis();
      rig.startApi();
      rig.startWorker();
      await rig.waitForApi();
      return rig;
    } catch (err) {
      await rig.stop(); // nothing of a failed start is left running
      throw err;
    }
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get redisUrl(): string {
    return `redis://127.0.0.1:${this.redisPort}`;
  }

  /** The API's and the worker's environment: real adapters, stand-ins, quick sweeps. */
  env(role: Role): NodeJS.ProcessEnv {
    const database = new URL(this.databaseUrl);
    database.searchParams.set('application_name', APPLICATION_NAMES[role]);
    return {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      // Loopback is the trusted proxy: each drill customer is a visitor of its own (X-Forwarded-For).
      TRUST_PROXY_ADDRESSES: 'loopback',
      DATABASE_URL: database.toString(),
      REDIS_URL: this.redisUrl,
      REDIS_PREFIX: 'selam-faults',
      PORT: String(this.port),
      PUBLIC_URL: this.baseUrl,
      ALTCHA_COST: '1',
      ALTCHA_COUNTER_MIN: '10',
      ALTCHA_COUNTER_MAX: '50',
      ...RISK_LIMITS_FOR_LOAD,
      ...REVIEW_OFF_FOR_LOAD,
      DTONE_API_URL: this.dtone.url,
      DTONE_API_KEY: DTONE_KEY,
      DTONE_API_SECRET: DTONE_SECRET,
      DTONE_TIMEOUT_MS: String(DTONE_TIMEOUT_MS),
      DTONE_COUNTRIES: 'TZA',
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(this.stripe.port),
      STRIPE_API_PROTOCOL: 'http',
      DEMO_MODE: 'false',
      JOB_SCHEDULER_CHECK_MS: '2000',
      RECONCILE_INTERVAL_SECONDS: '5',
      RECONCILE_IDLE_SECONDS: '15',
      ...this.settings,
    };
  }

  startApi(): AppProcess {
    return (this.processes.api = this.spawn('api', 'main.js'));
  }

  startWorker(): AppProcess {
    return (this.processes.worker = this.spawn('worker', 'worker.js'));
  }

  /** A second worker process beside the first (drills of work done twice at once); stopped with the rig. */
  extraWorker?: AppProcess;

  startExtraWorker(): AppProcess {
    return (this.extraWorker = startProcess(
      'worker 2',
      process.execPath,
      [...APP_NODE_FLAGS, join(DIST, 'worker.js')],
      { ...appEnv(), ...this.env('worker') },
      join(this.logs, 'worker-2.log'),
    ));
  }

  /** kill -9 of the second worker. */
  async killExtraWorker(): Promise<void> {
    const child = this.extraWorker!.child;
    const dead = once(child, 'exit');
    child.kill('SIGKILL');
    await dead;
    this.noteFault();
  }

  async waitForApi(): Promise<void> {
    await waitForHealthy(`${this.baseUrl}/api/health`, [this.processes.api!]);
  }

  /** kill -9: nothing the process held is finished or handed back. */
  async kill(role: Role): Promise<void> {
    const child = this.processes[role]!.child;
    const dead = once(child, 'exit');
    child.kill('SIGKILL');
    await dead;
    this.noteFault();
  }

  noteFault(): void {
    this.faults++;
    this.lastFaultAt = Date.now();
  }

  /** A fresh redis-server on the same port, with none of the old one's data. */
  async startRedis(): Promise<void> {
    const redis = await startPrivateRedis(this.redisPort);
    this.redisStop = redis.stop;
  }

  async stopRedis(): Promise<void> {
    await this.redisStop?.();
    this.redisStop = undefined;
  }

  /** Waits until the worker has filled the catalogue from the DT One stand-in. */
  async offerId(): Promise<string> {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const rows = await this.db.query<{ product_id: string }>(
        `SELECT product_id FROM offers WHERE active LIMIT 1`,
      );
      if (rows.rows[0]) return rows.rows[0].product_id;
      await sleep(300);
    }
    throw new Error('No offer 120 s after start (catalogue sync from the DT One stand-in)');
  }

  async stop(): Promise<void> {
    await stopProcesses(
      [...Object.values(this.processes), this.extraWorker].filter((p): p is AppProcess => !!p),
    );
    await this.db.end().catch(() => undefined);
    await dropDatabase(this.databaseUrl);
    await this.stopRedis();
    await this.dtone.stop();
    await this.stripe.stop();
  }

  logFile(role: Role): string {
    return join(this.logs, `${role}.log`);
  }

  private spawn(role: Role, entry: string): AppProcess {
    return startProcess(
      role === 'api' ? 'API' : 'worker',
      process.execPath,
      [...APP_NODE_FLAGS, join(DIST, entry)],
      { ...appEnv(), ...this.env(role) },
      this.logFile(role),
    );
  }
}

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}
