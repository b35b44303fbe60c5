import { sleep } from '@selamtopup/test-kit/run';
import type { DrillResult, Suite } from './support/drill';
import { verify } from './support/invariants';
import { placeOrders, whenPaid } from './support/orders';
import { between } from './support/random';
import { APPLICATION_NAMES, Rig, WEBHOOK_SECRET } from './support/rig';
import { orderCount } from './support/scale';
import { shoppersFor } from './support/shoppers';
import { StripeWebhooks } from './support/webhooks';

const ROUNDS = 10;

/**
 * Every PostgreSQL connection of the API and the worker killed (pg_terminate_backend, found by
 * their application_name) ten times during a run, 1 to 2.5 s apart: queries in flight fail,
 * pooled connections break, both processes must carry on.
 */
export async function postgresKills(suite: Suite): Promise<DrillResult> {
  const name = 'PostgreSQL connections of API and worker killed';
  const rig = await Rig.start(suite, 'postgres-kills');
  try {
    const orders = orderCount(150);
    const shoppers = await shoppersFor(rig.db, rig.baseUrl, orders);
    const webhooks = new StripeWebhooks(rig.baseUrl, WEBHOOK_SECRET, rig.stripe);
    const ordering = placeOrders(rig, shoppers, webhooks, { orders, series: 4 });
    await whenPaid(ordering, 10);
    let killed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await sleep(between(rig.random, 1000, 2500));
      const { rows } = await rig.db.query<{ n: number }>(
        `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = ANY($1) AND pid <> pg_backend_pid()`,
        [Object.values(APPLICATION_NAMES)],
      );
      killed += rows[0].n;
      rig.noteFault();
    }
    const placement = await ordering.done;
    const problems = [];
    if (!killed) problems.push('no connection of the API or worker was found to kill');
    for (const role of ['api', 'worker'] as const) {
      const child = rig.processes[role]!.child;
      if (child.exitCode !== null || child.signalCode !== null)
        problems.push(`the ${role} exited (${child.exitCode ?? child.signalCode})`);
    }
    return await verify(rig, name, placement, webhooks, {
      faults: `${ROUNDS} rounds, ${killed} connections terminated`,
      problems,
    });
  } finally {
    await rig.stop();
  }
}
