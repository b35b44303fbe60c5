import { sleep } from '@selamtopup/test-kit/run';
import type { DrillResult, Suite } from './support/drill';
import { verify } from './support/invariants';
import { placeOrders, whenPaid } from './support/orders';
import { Rig, WEBHOOK_SECRET } from './support/rig';
import { orderCount } from './support/scale';
import { shoppersFor } from './support/shoppers';
import { StripeWebhooks } from './support/webhooks';

/**
 * Redis restarted empty while orders are in flight: the private redis-server stopped, and a new
 * one started on the same port a second later with none of its data (queued and running jobs,
 * sessions, rate-limit counters, job schedulers all gone). Unlike a FLUSHALL, every connection
 * breaks too.
 */
export async function redisRestart(suite: Suite): Promise<DrillResult> {
  const name = 'Redis restarted empty during a run';
  const rig = await Rig.start(suite, 'redis-restart');
  try {
    const orders = orderCount(150);
    const shoppers = await shoppersFor(rig.db, rig.baseUrl, orders);
    const webhooks = new StripeWebhooks(rig.baseUrl, WEBHOOK_SECRET, rig.stripe);
    const ordering = placeOrders(rig, shoppers, webhooks, { orders, series: 3 });
    await whenPaid(ordering, orders / 3);
    await rig.stopRedis();
    rig.noteFault();
    await sleep(1000);
    await rig.startRedis();
    const placement = await ordering.done;
    return await verify(rig, name, placement, webhooks, {
      faults: '1 Redis restart (down 1 s, back empty)',
    });
  } finally {
    await rig.stop();
  }
}
