import {
  type OffSessionCharge,
  type OffSessionChargeRequest,
  type SavedCard,
  SavedCards,
} from '../ports/saved-cards.port';

/**
 * Saved cards in memory: `answer` decides each new charge's outcome; a repeated idempotency key
 * answers the first charge again, as Stripe does. `down` makes every call a fault.
 */
export class MemorySavedCards extends SavedCards {
  readonly customers = new Map<string, string>();
  readonly saved = new Map<string, SavedCard>();
  readonly charges = new Map<string, OffSessionCharge>();
  readonly removed: string[] = [];
  answer: (request: OffSessionChargeRequest) => OffSessionCharge['state'] = () => 'paid';
  down = false;
  private count = 0;

  async customerFor(account: { accountId: string }) {
    this.fault();
    if (!this.customers.has(account.accountId))
      this.customers.set(account.accountId, `cus_mem_${++this.count}`);
    return this.customers.get(account.accountId)!;
  }

  async savedCardOf(sessionId: string) {
    this.fault();
    return this.saved.get(sessionId) ?? null;
  }

  async chargeOffSession(request: OffSessionChargeRequest): Promise<OffSessionCharge> {
    this.fault();
    const seen = this.charges.get(request.idempotencyKey);
    if (seen) return seen;
    const state = this.answer(request);
    const paymentRef = `pi_mem_${++this.count}`;
    const charge: OffSessionCharge =
      state === 'paid'
        ? { state, paymentRef, amountCents: request.amountCents, cardCountry: null }
        : { state, paymentRef, reason: state };
    this.charges.set(request.idempotencyKey, charge);
    return charge;
  }

  async removeCard(paymentMethodRef: string) {
    this.fault();
    this.removed.push(paymentMethodRef);
  }

  private fault() {
    if (this.down) throw new Error('Stripe unavailable');
  }
}
