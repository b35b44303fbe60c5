import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import {
  CardCheckout,
  CheckoutPayment,
  CheckoutRequest,
  CheckoutSession,
  RefundResult,
} from '@shared/ports/card-checkout.port';
import { sessionIdFromWebhook } from '../stripe-webhook-event';
import { type SandboxSession, stateOf, toCheckoutPayment } from './sandbox-session';
import { SandboxSessionStore } from './sandbox-session.sql-repository';
import {
  SandboxSavedCardStore,
  type SavedCardBehaviour,
} from './sandbox-saved-card.sql-repository';
import { SandboxWebhookSender } from './sandbox-webhook-sender';

export interface SandboxCheckoutSettings {
  /** Where people reach this app: the checkout page and our webhook route live there. */
  publicUrl: string;
  webhookSecret: string;
  /** How long a session can be paid (Stripe's default: 24 hours). */
  lifetimeMs?: number;
  /** How often this process looks for webhooks to retry. */
  webhookRetryPollMs?: number;
}

/** What a press of Pay or Decline on the sandbox page found. */
export type SandboxAction =
  | { outcome: 'not-found' }
  | { outcome: 'forbidden' }
  | { outcome: 'open' | 'paid' | 'expired'; session: SandboxSession };

const DAY_MS = 24 * 3600 * 1000;
const MAX_ATTEMPTS = 10;
const newId = (prefix: string) => prefix + randomBytes(18).toString('base64url');

/**
 * Stripe Checkout without Stripe: sessions live in PostgreSQL and are paid on a local page
 * (/sandbox/checkout/:id). Paying sends our webhook route a signed checkout.session.completed,
 * retried until it is taken (SandboxWebhookSender), and webhooks are verified with stripe-node
 * exactly as in real mode.
 */
export class SandboxCardCheckout extends CardCheckout implements OnModuleInit, OnModuleDestroy {
  private readonly store: SandboxSessionStore;
  private readonly cards: SandboxSavedCardStore;
  private readonly webhooks: SandboxWebhookSender;
  private readonly publicUrl: string;

  constructor(
    db: DataSource,
    private readonly settings: SandboxCheckoutSettings,
  ) {
    super();
    this.store = new SandboxSessionStore(db);
    this.cards = new SandboxSavedCardStore(db);
    this.publicUrl = settings.publicUrl.replace(/\/+$/, '');
    this.webhooks = new SandboxWebhookSender(
      db,
      `${this.publicUrl}/api/stripe/webhook`,
      settings.webhookSecret,
    );
  }

  /** Webhooks left undelivered (our route down, a crash after Pay) are retried from here on. */
  onModuleInit(): void {
    this.webhooks.start(this.settings.webhookRetryPollMs);
  }

  async onModuleDestroy(): Promise<void> {
    await this.webhooks.stop();
  }

  /** Posts the webhooks whose retry is due (the retry loop's step, also for tests). */
  deliverDueWebhooks(): Promise<number> {
    return this.webhooks.deliverDue();
  }

  /** Like Stripe's idempotency key per order: the order's open session is answered again. */
  async createSession(request: CheckoutRequest): Promise<CheckoutSession> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const currentId = await this.store.sessionIdOfOrder(request.orderId);
      const current = currentId ? await this.store.get(currentId) : null;
      if (current && stateOf(current) === 'open') return this.checkoutSession(current);

      const session = this.newSession(request);
      await this.store.add(session);
      if (await this.store.claimOrder(request.orderId, session.id, currentId)) {
        return this.checkoutSession(session);
      }
      // Another process created one for this order at the same moment: use that one.
      await this.store.remove(session.id);
    }
    throw new Error(`Stripe sandbox: no session for order ${request.orderId} (contention)`);
  }

  async retrieveSession(sessionId: string): Promise<CheckoutPayment> {
    const session = await this.store.get(sessionId);
    return session ? toCheckoutPayment(session) : { state: 'expired', sessionId, orderId: null };
  }

  async sessionFromWebhook(rawBody: Buffer, signature: string | undefined) {
    return sessionIdFromWebhook(rawBody, signature, this.settings.webhookSecret);
  }

  async refund(paymentRef: string, _orderId: string): Promise<RefundResult> {
    const id = await this.store.sessionIdOfPayment(paymentRef);
    const found = id ? await this.store.get(id) : null;
    if (!id) {
      // An off-session charge of a saved card (SandboxSavedCards), refunded once.
      const refundRef = await this.cards.refund(paymentRef, newId('re_sandbox_'));
      if (refundRef) return { state: 'refunded', refundRef };
    }
    if (!id || found?.paymentRef !== paymentRef) {
      return { state: 'failed', reason: `No such payment_intent: '${paymentRef}'` };
    }
    const refundRef = newId('re_sandbox_');
    // Once per payment: a second call answers the first refund (Stripe's idempotency key).
    const updated = await this.store.update(id, (s) => (s.refundRef ? null : { ...s, refundRef }));
    return { state: 'refunded', refundRef: updated!.session.refundRef! };
  }

  /** The session for the page, its state as of now; null when unknown. */
  async find(sessionId: string): Promise<SandboxSession | null> {
    const session = await this.store.get(sessionId);
    return session && { ...session, state: stateOf(session) };
  }

  /**
   * Pay: the first press marks the session paid and records its webhook in one transaction, then
   * posts it (not awaited; retried until delivered). `cardCountry` is the card's country the
   * tester chose (none by default), answered as Stripe's charge tells it. A session that saves
   * the card leaves a saved card that answers later off-session charges as `savedCard` says.
   */
  async pay(
    sessionId: string,
    formToken: string,
    cardCountry: string | null = null,
    savedCard: SavedCardBehaviour = 'succeeds',
  ): Promise<SandboxAction> {
    const checked = await this.checkForm(sessionId, formToken);
    if (checked.outcome !== 'open') return checked;
    const paymentRef = newId('pi_sandbox_');
    const methodId = newId('pm_sandbox_');
    const updated = await this.store.update(
      sessionId,
      (s) =>
        stateOf(s) === 'open'
          ? {
              ...s,
              state: 'paid',
              paymentRef,
              cardCountry,
              savedPaymentMethod: s.saveCardFor ? methodId : null,
            }
          : null,
      async (paid, tx) => {
        if (paid.saveCardFor) {
          await this.cards.addMethod(
            {
              id: methodId,
              customerRef: paid.saveCardFor,
              behaviour: savedCard,
              cardCountry,
              detached: false,
            },
            tx,
          );
        }
        await this.webhooks.record(paid, tx);
      },
    );
    if (!updated) return { outcome: 'not-found' };
    if (updated.changed) void this.webhooks.deliverNow(sessionId);
    return { outcome: stateOf(updated.session), session: updated.session };
  }

  /**
   * Decline expires the session at once (as Stripe's "expire a session" call does) and sends
   * checkout.session.expired, so the order is cancelled rather than left waiting for payment.
   */
  async decline(sessionId: string, formToken: string): Promise<SandboxAction> {
    const checked = await this.checkForm(sessionId, formToken);
    if (checked.outcome !== 'open') return checked;
    const updated = await this.store.update(
      sessionId,
      (s) => (stateOf(s) === 'open' ? { ...s, state: 'expired' } : null),
      (expired, tx) => this.webhooks.record(expired, tx, 'checkout.session.expired'),
    );
    if (!updated) return { outcome: 'not-found' };
    if (updated.changed) void this.webhooks.deliverNow(sessionId);
    return { outcome: stateOf(updated.session), session: updated.session };
  }

  private async checkForm(sessionId: string, formToken: string): Promise<SandboxAction> {
    const session = await this.store.get(sessionId);
    if (!session) return { outcome: 'not-found' };
    if (!sameToken(formToken, session.formToken)) return { outcome: 'forbidden' };
    return { outcome: stateOf(session), session };
  }

  private newSession(request: CheckoutRequest): SandboxSession {
    const now = Date.now();
    return {
      id: newId('cs_sandbox_'),
      orderId: request.orderId,
      purpose: request.purpose,
      amountCents: request.amountCents,
      description: request.description,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      customerEmail: request.customerEmail ?? null,
      threeDSecure: request.threeDSecure ?? null,
      metadata: request.metadata ?? {},
      saveCardFor: request.saveCardFor ?? null,
      savedPaymentMethod: null,
      state: 'open',
      paymentRef: null,
      refundRef: null,
      formToken: randomBytes(18).toString('base64url'),
      createdAt: now,
      expiresAt: request.expiresAt?.getTime() ?? now + (this.settings.lifetimeMs ?? DAY_MS),
    };
  }

  private checkoutSession(session: SandboxSession): CheckoutSession {
    return {
      sessionId: session.id,
      url: `${this.publicUrl}/sandbox/checkout/${session.id}`,
      expiresAt: new Date(session.expiresAt),
    };
  }
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
