import { sleep } from '@selamtopup/test-kit/run';
import type { DrillResult, Suite } from './support/drill';
import { verify } from './support/invariants';
import { payCheckout, placeOrders } from './support/orders';
import { between } from './support/random';
import { Rig, WEBHOOK_SECRET } from './support/rig';
import { orderCount } from './support/scale';
import { shoppersFor } from './support/shoppers';
import { StripeWebhooks } from './support/webhooks';

/** Payments per second in the burst (each delivered 3 times at once). */
const BURST_RATE = 100;

/**
 * The API kill -9ed during a webhook burst: checkouts are started first, then every one is paid
 * within a few seconds (3 concurrent deliveries each) and the API is killed twice while they
 * arrive, restarted at once. Stripe redelivers what was not answered 2xx, until it is.
 */
export async function apiKillDuringWebhooks(suite: Suite): Promise<DrillResult> {
  const name = 'API kill -9 during a webhook burst';
  const rig = await Rig.start(suite, 'api-kill');
  try {
    const orders = orderCount(300);
    const shoppers = await shoppersFor(rig.db, rig.baseUrl, orders);
    const webhooks = new StripeWebhooks(rig.baseUrl, WEBHOOK_SECRET, rig.stripe);
    const placement = await placeOrders(rig, shoppers, webhooks, { orders, series: 2, pay: false })
      .done;
    const burst = (async () => {
      for (const { sessionId } of placement.checkouts) {
        payCheckout(rig, webhooks, sessionId, 3);
        placement.paid.push(sessionId);
        await sleep(1000 / BURST_RATE);
      }
    })();
    const burstMs = (placement.checkouts.length / BURST_RATE) * 1000;
    for (let kill = 0; kill < 2; kill++) {
      await sleep(between(rig.random, burstMs * 0.2, burstMs * 0.4));
      await rig.kill('api');
      rig.startApi();
      await rig.waitForApi();
    }
    await burst;
    return await verify(rig, name, placement, webhooks, {
      faults: `2 API kill -9 during ${placement.checkouts.length} payments (${BURST_RATE}/s, ×3 webhooks)`,
    });
  } finally {
    await rig.stop();
  }
}
