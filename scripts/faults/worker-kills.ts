import { sleep } from '@selamtopup/test-kit/run';
import type { DrillResult, Suite } from './support/drill';
import { verify } from './support/invariants';
import { placeOrders, whenPaid } from './support/orders';
import { between } from './support/random';
import { Rig, WEBHOOK_SECRET } from './support/rig';
import { orderCount } from './support/scale';
import { shoppersFor } from './support/shoppers';
import { StripeWebhooks } from './support/webhooks';

const MIN_KILLS = 4;

/**
 * The fault suite's main drill (docs/decisions.md#fault-suite): 1,000 orders while the worker is
 * kill -9ed at random moments (every 4
 * to 12 s, at least four times) and restarted 0.2 to 2 s later; every confirmation delivered 3
 * times at once; DT One faults (10 % of sends time out after taking effect, 5 % of calls 500).
 */
export async function workerKills(suite: Suite): Promise<DrillResult> {
  const name = 'worker kill -9 at random moments';
  const rig = await Rig.start(suite, 'worker-kills');
  try {
    const orders = orderCount(1000);
    const shoppers = await shoppersFor(rig.db, rig.baseUrl, orders);
    const webhooks = new StripeWebhooks(rig.baseUrl, WEBHOOK_SECRET, rig.stripe);
    let placing = true;
    const ordering = placeOrders(rig, shoppers, webhooks, { orders, series: 1 });
    void ordering.done.finally(() => (placing = false));
    await whenPaid(ordering, 20);
    let kills = 0;
    while (placing || kills < MIN_KILLS) {
      await sleep(between(rig.random, 4000, 12_000));
      await rig.kill('worker');
      kills++;
      await sleep(between(rig.random, 200, 2000));
      rig.startWorker();
    }
    const placement = await ordering.done;
    return await verify(rig, name, placement, webhooks, {
      faults: `${kills} worker kill -9 (restarted 0.2-2 s later)`,
    });
  } finally {
    await rig.stop();
  }
}
