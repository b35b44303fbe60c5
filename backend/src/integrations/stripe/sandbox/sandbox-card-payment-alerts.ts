import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  type CardPaymentAlert,
  type CardPaymentAlertRef,
  CardPaymentAlerts,
} from '@shared/ports/card-payment-alerts.port';
import { toCardPaymentAlert } from '../payment-alert.mapper';
import { alertRefFromWebhook } from '../stripe-webhook-event';
import { type SandboxSession, stateOf } from './sandbox-session';
import { SandboxSessionStore } from './sandbox-session.sql-repository';
import {
  type SandboxAlertEventType,
  SandboxWebhookSender,
  stripeEvent,
} from './sandbox-webhook-sender';

/** What the sandbox page's fraud buttons can do to a paid session. */
export type SandboxAlertAction = 'early-fraud-warning' | 'dispute' | 'dispute-lost';

export type SandboxAlertOutcome =
  | { outcome: 'not-found' | 'forbidden' | 'not-paid' | 'no-dispute' }
  | { outcome: 'sent'; session: SandboxSession };

const newId = (prefix: string) => prefix + randomBytes(12).toString('hex');

/**
 * Stripe Radar and disputes without Stripe: the sandbox page of a paid session has buttons that
 * make the sandbox send what Stripe would (radar.early_fraud_warning.created,
 * charge.dispute.created, charge.dispute.closed), each object kept in
 * stripe_sandbox_payment_alerts so our webhook reads it back by id as it does from Stripe. The
 * events go through the sandbox's webhook deliveries (recorded with the object, posted at once,
 * retried until taken).
 */
export class SandboxCardPaymentAlerts extends CardPaymentAlerts {
  private readonly sessions: SandboxSessionStore;
  private readonly webhooks: SandboxWebhookSender;
  private readonly secret: string;

  constructor(
    private readonly db: DataSource,
    settings: { publicUrl: string; webhookSecret: string },
  ) {
    super();
    this.sessions = new SandboxSessionStore(db);
    this.webhooks = new SandboxWebhookSender(
      db,
      `${settings.publicUrl.replace(/\/+$/, '')}/api/stripe/webhook`,
      settings.webhookSecret,
    );
    this.secret = settings.webhookSecret;
  }

  async alertFromWebhook(rawBody: Buffer, signature: string | undefined) {
    return alertRefFromWebhook(rawBody, signature, this.secret);
  }

  async retrieve(ref: CardPaymentAlertRef): Promise<CardPaymentAlert | null> {
    const rows: { object: unknown }[] = await this.db.query(
      'SELECT object FROM stripe_sandbox_payment_alerts WHERE id = $1',
      [ref.id],
    );
    return rows[0] ? toCardPaymentAlert(rows[0].object) : null;
  }

  /** The disputes and warnings the sandbox made for a session (the page shows them). */
  async ofSession(sessionId: string): Promise<Record<string, unknown>[]> {
    const rows: { object: Record<string, unknown> }[] = await this.db.query(
      'SELECT object FROM stripe_sandbox_payment_alerts WHERE session_id = $1 ORDER BY created_at',
      [sessionId],
    );
    return rows.map((r) => r.object);
  }

  /**
   * A press of one of the page's fraud buttons on a paid session: the object and its event in
   * one transaction, then the event posted (not awaited; retried until delivered).
   */
  async act(
    sessionId: string,
    formToken: string,
    action: SandboxAlertAction,
  ): Promise<SandboxAlertOutcome> {
    const session = await this.sessions.get(sessionId);
    if (!session) return { outcome: 'not-found' };
    if (!sameToken(formToken, session.formToken)) return { outcome: 'forbidden' };
    if (stateOf(session) !== 'paid' || !session.paymentRef) return { outcome: 'not-paid' };
    const paymentRef = session.paymentRef;
    const charge = `ch_${paymentRef.replace(/^pi_/, '')}`;
    const created = Math.floor(Date.now() / 1000);
    let id: string;
    let object: Record<string, unknown>;
    let type: SandboxAlertEventType;
    if (action === 'early-fraud-warning') {
      id = newId('issfr_sandbox_');
      type = 'radar.early_fraud_warning.created';
      object = {
        id,
        object: 'radar.early_fraud_warning',
        actionable: true,
        charge,
        created,
        fraud_type: 'made_with_stolen_card',
        livemode: false,
        payment_intent: paymentRef,
      };
    } else if (action === 'dispute') {
      id = newId('dp_sandbox_');
      type = 'charge.dispute.created';
      object = {
        id,
        object: 'dispute',
        amount: session.amountCents,
        charge,
        created,
        currency: 'usd',
        livemode: false,
        metadata: {},
        payment_intent: paymentRef,
        reason: 'fraudulent',
        status: 'needs_response',
      };
    } else {
      const open = (await this.ofSession(sessionId)).find(
        (o) => o.object === 'dispute' && o.status === 'needs_response',
      );
      if (!open) return { outcome: 'no-dispute' };
      id = open.id as string;
      type = 'charge.dispute.closed';
      object = { ...open, status: 'lost' };
    }
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO stripe_sandbox_payment_alerts (id, session_id, object) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET object = EXCLUDED.object`,
        [id, sessionId, JSON.stringify(object)],
      );
      await this.webhooks.recordEvent(sessionId, stripeEvent(type, object), tx);
    });
    void this.webhooks.deliverNow(sessionId);
    return { outcome: 'sent', session };
  }
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
