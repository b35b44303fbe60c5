import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { signWebhookPayload } from '../stripe-webhook-event';
import { type SandboxSession, toStripeSessionObject } from './sandbox-session';

const TIMEOUT_MS = 10_000;

/** The events the sandbox sends: Pay completes a session, Decline expires it. */
export type SandboxEventType = 'checkout.session.completed' | 'checkout.session.expired';

/**
 * Posts `checkout.session.completed` (or `.expired`) to our own webhook route, signed as Stripe signs it, so a
 * sandbox payment takes the same path as a real one. A failure is only logged: the success
 * page's own check of the session covers a lost webhook (as with Stripe).
 */
export class SandboxWebhookSender {
  private readonly logger = new Logger('StripeSandbox');

  constructor(
    private readonly url: string,
    private readonly secret: string,
  ) {}

  /** Never rejects. */
  async deliver(
    session: SandboxSession,
    type: SandboxEventType = 'checkout.session.completed',
  ): Promise<void> {
    const payload = JSON.stringify(sessionEvent(session, type));
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signWebhookPayload(payload, this.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (!response.ok) {
        this.logger.warn(`webhook for ${session.id} answered ${response.status} (${this.url})`);
      }
    } catch (error) {
      this.logger.warn(`webhook for ${session.id} not delivered to ${this.url}: ${String(error)}`);
    }
  }
}

function sessionEvent(session: SandboxSession, type: SandboxEventType) {
  return {
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: toStripeSessionObject(session) },
  };
}
