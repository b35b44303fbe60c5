import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { signWebhookPayload } from '../stripe-webhook-event';
import { type SandboxSession, toStripeSessionObject } from './sandbox-session';

const TIMEOUT_MS = 10_000;
/** A claimed delivery is someone else's for this long (longer than one post can take). */
const LEASE_SECONDS = 30;
/** Stripe retries for 3 days, then gives up. */
const GIVE_UP_AFTER = '3 days';
const BATCH = 20;
/** Retry delays double from 1 s up to this (Stripe's grow to hours; ours stay within the 2-minute target). */
const MAX_BACKOFF_SECONDS = 60;
export const WEBHOOK_RETRY_POLL_MS = 2000;

/** The events the sandbox sends: Pay completes a session, Decline expires it. */
export type SandboxEventType = 'checkout.session.completed' | 'checkout.session.expired';

/** The events about a paid session the sandbox page can send (sandbox-payment-alerts.ts). */
export type SandboxAlertEventType =
  'radar.early_fraud_warning.created' | 'charge.dispute.created' | 'charge.dispute.closed';

interface DueDelivery {
  event_id: string;
  session_id: string;
  url: string;
  payload: string;
  attempts: number;
}

/**
 * Posts `checkout.session.completed` (Pay) or `checkout.session.expired` (Decline) to our own
 * webhook route, signed as Stripe signs it, so a sandbox payment takes the same path as a real one. Delivered like Stripe delivers: the event is
 * recorded in the transaction that marks the session paid (a crash cannot lose it) with the
 * endpoint of that moment (as Stripe keeps each event's endpoint), posted at once, and retried with a growing delay until our route answers 2xx, by whichever process runs
 * the sandbox (API or worker); a delivery in flight is leased so two processes do not post it
 * together. Our route is idempotent, so a rare second delivery does no harm (Stripe has those too).
 */
export class SandboxWebhookSender {
  private readonly logger = new Logger('StripeSandbox');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly db: DataSource,
    private readonly url: string,
    private readonly secret: string,
  ) {}

  /** Records the event of a just-paid (or declined) session in the session's own transaction. */
  async record(
    session: SandboxSession,
    tx: EntityManager,
    type: SandboxEventType = 'checkout.session.completed',
  ): Promise<void> {
    await this.recordEvent(session.id, sessionEvent(session, type), tx);
  }

  /** Records any event about a session (an early fraud warning, a dispute) in the caller's transaction. */
  async recordEvent(
    sessionId: string,
    event: { id: string; type: string },
    tx: EntityManager,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO stripe_sandbox_webhook_deliveries (event_id, session_id, url, payload)
       VALUES ($1, $2, $3, $4)`,
      [event.id, sessionId, this.url, JSON.stringify(event)],
    );
  }

  /** Posts the session's pending webhook now (after the payment's commit). Never rejects. */
  async deliverNow(sessionId: string): Promise<void> {
    await this.deliver(sessionId).catch((err: unknown) =>
      this.logger.warn(`webhook for ${sessionId}: ${String(err)}`),
    );
  }

  /** Posts every webhook whose retry is due; answers how many were tried. */
  deliverDue(): Promise<number> {
    return this.deliver(null);
  }

  /** The retry loop of this process (stopped by stop()). */
  start(pollMs = WEBHOOK_RETRY_POLL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.deliverDue()
        .catch((err: unknown) => this.logger.warn(`webhook retries: ${String(err)}`))
        .finally(() => (this.running = undefined));
    }, pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async deliver(sessionId: string | null): Promise<number> {
    const [due]: [DueDelivery[], number] = await this.db.query(
      `UPDATE stripe_sandbox_webhook_deliveries d
       SET attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
       WHERE event_id IN (
         SELECT event_id FROM stripe_sandbox_webhook_deliveries
         WHERE delivered_at IS NULL AND next_attempt_at <= now()
           AND created_at > now() - interval '${GIVE_UP_AFTER}' AND ($2::text IS NULL OR session_id = $2)
         ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING event_id, session_id, url, payload, attempts`,
      [LEASE_SECONDS, sessionId],
    );
    await Promise.all(due.map((d) => this.post(d)));
    return due.length;
  }

  private async post(delivery: DueDelivery): Promise<void> {
    let failure: string | null = null;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          // Signed at each attempt, as Stripe does: the signature's timestamp must be recent.
          'stripe-signature': signWebhookPayload(delivery.payload, this.secret),
        },
        body: delivery.payload,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (!response.ok) failure = `answered ${response.status}`;
    } catch (error) {
      failure = `not delivered: ${String(error)}`;
    }
    if (!failure) {
      await this.db.query(
        `UPDATE stripe_sandbox_webhook_deliveries SET delivered_at = now(), last_error = NULL
         WHERE event_id = $1`,
        [delivery.event_id],
      );
      return;
    }
    const delay = Math.min(2 ** (delivery.attempts - 1), MAX_BACKOFF_SECONDS);
    this.logger.warn(
      `webhook for ${delivery.session_id} ${failure} (${delivery.url}); attempt ${delivery.attempts}, next in ${delay} s`,
    );
    await this.db.query(
      `UPDATE stripe_sandbox_webhook_deliveries
       SET next_attempt_at = now() + make_interval(secs => $2), last_error = $3 WHERE event_id = $1`,
      [delivery.event_id, delay, failure],
    );
  }
}

/** Stripe's event about a session, as Stripe sends it (the bench posts these too). */
export function sessionEvent(session: SandboxSession, type: SandboxEventType) {
  return stripeEvent(type, toStripeSessionObject(session));
}

/** An event as Stripe sends it, about any object. */
export function stripeEvent<T extends string>(type: T, object: Record<string, unknown>) {
  return {
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}
