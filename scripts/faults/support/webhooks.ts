import { signWebhookPayload } from '@integrations/stripe/stripe-webhook-event';
import type { StripeStandIn } from '@selamtopup/test-kit/stand-ins/stripe';
import { sleep } from '@selamtopup/test-kit/run';

/** Stripe gives up after days; the drills give a delivery this long to be answered 2xx. */
const GIVE_UP_MS = 180_000;

/**
 * Stripe's side of the webhooks: each event (`checkout.session.completed`, or another the drill
 * sends) signed with the
 * endpoint's secret (afresh at each attempt, as Stripe does) and redelivered, with backoff,
 * until the endpoint answers 2xx: a refused, reset or unanswered delivery is never the end.
 */
export class StripeWebhooks {
  deliveries = 0;
  attempts = 0;
  /** Attempts answered with a non-2xx status, by status. */
  readonly statuses: Record<number, number> = {};
  /** Attempts not answered at all (connection refused or reset, timeout). */
  unanswered = 0;
  /** Deliveries never answered 2xx before GIVE_UP_MS. */
  readonly lost: string[] = [];
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly baseUrl: string,
    private readonly secret: string,
    private readonly stripe: StripeStandIn,
  ) {}

  /** Sends the session's event `times` times at once; redeliveries go on in the background. */
  send(sessionId: string, times: number): void {
    this.sendEvent(sessionId, this.stripe.completedEvent(sessionId), times);
  }

  /**
   * Sends any event body (an early fraud warning, a dispute) `times` times at once, `key`
   * naming it in `lost`; redelivered like the others.
   */
  sendEvent(key: string, payload: string, times: number): void {
    for (let i = 0; i < times; i++) {
      const delivery = this.deliver(key, payload).finally(() => this.pending.delete(delivery));
      this.pending.add(delivery);
    }
  }

  /** Until every delivery so far has been answered 2xx (or given up). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private async deliver(sessionId: string, payload: string): Promise<void> {
    this.deliveries++;
    const giveUpAt = Date.now() + GIVE_UP_MS;
    for (let attempt = 0; ; attempt++) {
      this.attempts++;
      try {
        const res = await fetch(`${this.baseUrl}/api/stripe/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signWebhookPayload(payload, this.secret),
          },
          body: payload,
          signal: AbortSignal.timeout(15_000),
        });
        await res.arrayBuffer();
        if (res.ok) return;
        this.statuses[res.status] = (this.statuses[res.status] ?? 0) + 1;
      } catch {
        this.unanswered++;
      }
      if (Date.now() > giveUpAt) {
        this.lost.push(sessionId);
        return;
      }
      await sleep(Math.min(500 * 2 ** attempt, 4000));
    }
  }
}
