import {
  CardCheckout,
  type CheckoutPayment,
  type CheckoutRequest,
  type CheckoutSession,
  type RefundResult,
  type WebhookSession,
} from '../ports/card-checkout.port';

/**
 * Stripe Checkout in memory. One session per order id, `cs_<order id>` (as Stripe's idempotency
 * key makes it); a session answers what the test sets in `states`, else `otherwise`; refunds
 * succeed unless `refusing` holds a reason. Webhooks are not its business (always null).
 */
export class MemoryCardCheckout extends CardCheckout {
  readonly requests: CheckoutRequest[] = [];
  /** What retrieveSession answers, by session id. */
  readonly states = new Map<string, CheckoutPayment>();
  /** The state of a session the test did not set. */
  otherwise: 'unpaid' | 'expired' = 'unpaid';
  /** The session ids retrieveSession was asked about, in order. */
  readonly asked: string[] = [];
  /** The payment references refunded, in order. */
  readonly refunds: string[] = [];
  refusing: string | null = null;
  private readonly sessions = new Map<string, CheckoutSession>();

  async createSession(request: CheckoutRequest): Promise<CheckoutSession> {
    this.requests.push(request);
    const existing = this.sessions.get(request.orderId);
    if (existing) return existing;
    const sessionId = `cs_${request.orderId}`;
    const session = {
      sessionId,
      url: `https://pay.test/${sessionId}`,
      expiresAt: request.expiresAt ?? new Date(),
    };
    this.sessions.set(request.orderId, session);
    return session;
  }

  async retrieveSession(sessionId: string): Promise<CheckoutPayment> {
    this.asked.push(sessionId);
    return this.states.get(sessionId) ?? { state: this.otherwise, sessionId, orderId: null };
  }

  async sessionFromWebhook(): Promise<WebhookSession | null> {
    return null;
  }

  async refund(paymentRef: string): Promise<RefundResult> {
    if (this.refusing) return { state: 'failed', reason: this.refusing };
    this.refunds.push(paymentRef);
    return { state: 'refunded', refundRef: `re_${paymentRef}` };
  }
}
