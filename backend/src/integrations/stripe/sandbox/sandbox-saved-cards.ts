import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  OffSessionCharge,
  OffSessionChargeRequest,
  SavedCard,
  SavedCards,
} from '@shared/ports/saved-cards.port';
import { LAST4, SandboxSavedCardStore } from './sandbox-saved-card.sql-repository';
import { SandboxSessionStore } from './sandbox-session.sql-repository';
import { stateOf } from './sandbox-session';

const newId = (prefix: string) => prefix + randomBytes(18).toString('base64url');

/**
 * Saved cards without Stripe: customers, the cards sandbox checkouts saved (the tester chooses on
 * the page how the card answers later: it succeeds, needs authentication, or declines) and
 * off-session charges, all in PostgreSQL, one charge per idempotency key for good
 * (docs/decisions.md#sandbox-saved-cards).
 */
export class SandboxSavedCards extends SavedCards {
  private readonly store: SandboxSavedCardStore;
  private readonly sessions: SandboxSessionStore;

  constructor(db: DataSource) {
    super();
    this.store = new SandboxSavedCardStore(db);
    this.sessions = new SandboxSessionStore(db);
  }

  customerFor(account: { accountId: string; email: string | null }): Promise<string> {
    return this.store.customerOf(account.accountId, newId('cus_sandbox_'), account.email);
  }

  async savedCardOf(sessionId: string): Promise<SavedCard | null> {
    const session = await this.sessions.get(sessionId);
    if (!session || stateOf(session) !== 'paid' || !session.savedPaymentMethod) return null;
    const method = await this.store.method(session.savedPaymentMethod);
    if (!method) return null;
    return {
      customerRef: method.customerRef,
      paymentMethodRef: method.id,
      brand: 'visa',
      last4: LAST4[method.behaviour],
    };
  }

  async chargeOffSession(request: OffSessionChargeRequest): Promise<OffSessionCharge> {
    const method = await this.store.method(request.paymentMethodRef);
    if (!method || method.detached || method.customerRef !== request.customerRef) {
      // Stripe answers 400 here: a fault of ours, not the card's.
      throw new Error(
        `Stripe sandbox: payment method ${request.paymentMethodRef} is not attached to ${request.customerRef}`,
      );
    }
    const state =
      method.behaviour === 'succeeds'
        ? 'succeeded'
        : method.behaviour === 'authentication_required'
          ? 'authentication_required'
          : 'declined';
    const charge = await this.store.charge(request.idempotencyKey, {
      id: newId('pi_sandbox_'),
      state,
      amountCents: request.amountCents,
      cardCountry: method.cardCountry,
      orderId: request.orderId,
      paymentMethodRef: method.id,
    });
    if (charge.state === 'succeeded') {
      return {
        state: 'paid',
        paymentRef: charge.id,
        amountCents: charge.amountCents,
        cardCountry: charge.cardCountry,
      };
    }
    if (charge.state === 'authentication_required') {
      return {
        state: 'authentication-required',
        paymentRef: charge.id,
        reason: 'Your card was declined. This transaction requires authentication.',
      };
    }
    return {
      state: 'declined',
      paymentRef: charge.id,
      reason: 'generic_decline: Your card was declined.',
    };
  }

  async removeCard(paymentMethodRef: string): Promise<void> {
    await this.store.detach(paymentMethodRef);
  }
}
