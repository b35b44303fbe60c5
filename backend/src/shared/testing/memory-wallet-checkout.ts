import type { RefundResult } from '../ports/card-checkout.port';
import {
  type WalletCapture,
  type WalletCaptureLine,
  WalletCheckout,
  type WalletClientSetup,
  type WalletOrderCreation,
  type WalletOrderRequest,
  type WalletOrderSnapshot,
  WalletUnavailable,
} from '../ports/wallet-checkout.port';

interface MemoryWalletOrder {
  id: string;
  /** Null for an order the test put in place (`seed`) rather than created. */
  request: WalletOrderRequest | null;
  /** PayPal's order status: CREATED, APPROVED, COMPLETED, VOIDED… */
  status: string;
  capture: WalletCaptureLine | null;
}

/**
 * PayPal in memory: one order per our order id (PayPal-Request-Id), PP1, PP2…; captures once.
 * Tests set what the next calls answer (`approve`, `seed`, `refusing`, `down`, `refundFails`).
 */
export class MemoryWalletCheckout extends WalletCheckout {
  readonly orders = new Map<string, MemoryWalletOrder>();
  readonly requests: WalletOrderRequest[] = [];
  readonly captureCalls: string[] = [];
  readonly refunds: string[] = [];
  /** Create and capture answer a refusal with this issue. */
  refusing: string | null = null;
  /** Every call throws WalletUnavailable. */
  down = false;
  refundFails: string | null = null;

  async clientSetup(): Promise<WalletClientSetup> {
    this.fault();
    return { mode: 'paypal', clientId: 'client-id', clientToken: 'client-token' };
  }

  async createOrder(request: WalletOrderRequest): Promise<WalletOrderCreation> {
    this.fault();
    this.requests.push(request);
    if (this.refusing) return { state: 'refused', details: [this.issue()], debugId: 'debug-1' };
    const existing = [...this.orders.values()].find((o) => o.request?.orderId === request.orderId);
    if (existing) return { state: 'created', walletOrderId: existing.id };
    const id = `PP${this.orders.size + 1}`;
    this.orders.set(id, { id, request, status: 'CREATED', capture: null });
    return { state: 'created', walletOrderId: id };
  }

  /** An order as the gateway already has it (made elsewhere, or left in some state). */
  seed(id: string, status = 'CREATED', capture: WalletCaptureLine | null = null): void {
    this.orders.set(id, { id, request: null, status, capture });
  }

  /** The payer approves; the capture will be COMPLETED with these (tampered) values. */
  approve(id: string, capture: Partial<WalletCaptureLine> = {}): void {
    const order = this.orders.get(id)!;
    order.status = 'APPROVED';
    order.capture = {
      captureId: `CAP-${id}`,
      status: 'COMPLETED',
      amountCents: order.request?.amountCents ?? 0,
      currency: 'USD',
      customId: order.request?.orderId ?? null,
      ...capture,
    };
  }

  async captureOrder(walletOrderId: string, _orderId?: string): Promise<WalletCapture> {
    this.fault();
    this.captureCalls.push(walletOrderId);
    const order = this.orders.get(walletOrderId);
    if (!order) return { state: 'not-found', walletOrderId };
    if (this.refusing || order.status === 'CREATED' || !order.capture)
      return {
        state: 'refused',
        walletOrderId,
        httpStatus: 422,
        details: [this.refusing ? this.issue() : { issue: 'ORDER_NOT_APPROVED', description: 'x' }],
        debugId: 'debug-2',
      };
    order.status = 'COMPLETED';
    return { state: 'captured', walletOrderId, orderStatus: 'COMPLETED', capture: order.capture };
  }

  async getOrder(walletOrderId: string): Promise<WalletOrderSnapshot> {
    this.fault();
    const order = this.orders.get(walletOrderId);
    if (!order) return { state: 'not-found', walletOrderId };
    return {
      state: 'found',
      walletOrderId,
      orderStatus: order.status,
      capture: order.status === 'COMPLETED' ? order.capture : null,
    };
  }

  async refund(captureId: string, _orderId?: string): Promise<RefundResult> {
    this.fault();
    this.refunds.push(captureId);
    if (this.refundFails) return { state: 'failed', reason: this.refundFails };
    return { state: 'refunded', refundRef: `REF-${captureId}` };
  }

  private issue() {
    return { issue: this.refusing!, description: `${this.refusing} description` };
  }

  private fault(): void {
    if (this.down) throw new WalletUnavailable('PayPal down');
  }
}
