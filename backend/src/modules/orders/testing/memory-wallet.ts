import type { TopUpOrder } from '../domain/top-up-order';
import type { RefundResult } from '../../../shared/ports/card-checkout.port';
import {
  WalletCapture,
  WalletCaptureLine,
  WalletCheckout,
  WalletClientSetup,
  WalletOrderCreation,
  WalletOrderRequest,
  WalletOrderSnapshot,
  WalletUnavailable,
} from '../../../shared/ports/wallet-checkout.port';
import type { MemoryTopUpOrders } from './memory-orders';

interface FakeWalletOrder {
  id: string;
  request: WalletOrderRequest;
  status: string;
  capture: WalletCaptureLine | null;
}

/**
 * PayPal in memory: one order per our order id (PayPal-Request-Id), captures once; tests set
 * what the next calls answer (`approve`, `captureAs`, `refusing`, `down`).
 */
export class MemoryWallet extends WalletCheckout {
  readonly orders = new Map<string, FakeWalletOrder>();
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
    const existing = [...this.orders.values()].find((o) => o.request.orderId === request.orderId);
    if (existing) return { state: 'created', walletOrderId: existing.id };
    const id = `PP${this.orders.size + 1}`;
    this.orders.set(id, { id, request, status: 'CREATED', capture: null });
    return { state: 'created', walletOrderId: id };
  }

  /** The payer approves; the capture will be `captureStatus` with these (tampered) values. */
  approve(id: string, capture: Partial<WalletCaptureLine> = {}): void {
    const order = this.orders.get(id)!;
    order.status = 'APPROVED';
    order.capture = {
      captureId: `CAP-${id}`,
      status: 'COMPLETED',
      amountCents: order.request.amountCents,
      currency: 'USD',
      customId: order.request.orderId,
      ...capture,
    };
  }

  async captureOrder(walletOrderId: string, _orderId: string): Promise<WalletCapture> {
    this.fault();
    this.captureCalls.push(walletOrderId);
    const order = this.orders.get(walletOrderId);
    if (!order) return { state: 'not-found', walletOrderId };
    if (this.refusing || order.status === 'CREATED')
      return {
        state: 'refused',
        walletOrderId,
        httpStatus: 422,
        details: [this.refusing ? this.issue() : { issue: 'ORDER_NOT_APPROVED', description: 'x' }],
        debugId: 'debug-2',
      };
    order.status = 'COMPLETED';
    return { state: 'captured', walletOrderId, orderStatus: 'COMPLETED', capture: order.capture! };
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

  async refund(captureId: string, _orderId: string): Promise<RefundResult> {
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

/**
 * A wallet order of customer c1 in `orders` with its PayPal order in `wallet` (PP1…), as the
 * start of a wallet checkout leaves them.
 */
export async function openWalletOrder(
  orders: MemoryTopUpOrders,
  wallet: MemoryWallet,
  changes: Partial<TopUpOrder> = {},
): Promise<{ order: TopUpOrder; walletOrderId: string }> {
  const order = orders.add({ gateway: 'paypal', ...changes });
  const created = await wallet.createOrder({
    orderId: order.id,
    purpose: 'topup',
    amountCents: 153,
    description: 'x',
  });
  const walletOrderId = (created as { walletOrderId: string }).walletOrderId;
  orders.orders.get(order.id)!.checkoutSessionId = walletOrderId;
  return { order, walletOrderId };
}
