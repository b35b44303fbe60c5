import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { RefundResult } from '@shared/ports/card-checkout.port';
import {
  WalletCapture,
  WalletCaptureLine,
  WalletCheckout,
  WalletClientSetup,
  WalletOrderCreation,
  WalletOrderRequest,
  WalletOrderSnapshot,
} from '@shared/ports/wallet-checkout.port';
import type { SandboxWalletOrder } from './sandbox-wallet-order';
import { SandboxWalletOrderStore } from './sandbox-wallet-order.sql-repository';

/** What the payer's press on the local wallet button found. */
export type SandboxWalletChoice =
  { outcome: 'not-found' } | { outcome: 'chosen' | 'already-captured'; order: SandboxWalletOrder };

const token = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
const debugId = () => `sandbox-${randomBytes(6).toString('hex')}`;

/** PayPal's own wording (Orders v2, 422 ORDER_NOT_APPROVED). */
export const ORDER_NOT_APPROVED_DESCRIPTION =
  'Payer has not yet approved the Order for payment. Please redirect the payer to the ' +
  "'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or " +
  'provide a valid payment_source in the request.';

/**
 * PayPal Orders v2 without PayPal: orders live in PostgreSQL (ids 'SBX-…') and the payer approves
 * or declines them with the customer site's local wallet button, through
 * POST /sandbox/paypal/orders/:id/approve|decline. Behaves as PayPal does where it matters:
 * one order per our id (PayPal-Request-Id), a capture of an order never approved is refused 422
 * ORDER_NOT_APPROVED, a declined payer's order still captures (COMPLETED) with a DECLINED capture,
 * and a repeated capture or refund answers the first one.
 */
export class SandboxWalletCheckout extends WalletCheckout {
  private readonly store: SandboxWalletOrderStore;

  constructor(db: DataSource) {
    super();
    this.store = new SandboxWalletOrderStore(db);
  }

  async clientSetup(): Promise<WalletClientSetup> {
    return { mode: 'sandbox', clientId: null, clientToken: `sandbox-${token(16).toLowerCase()}` };
  }

  async createOrder(request: WalletOrderRequest): Promise<WalletOrderCreation> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      return {
        state: 'refused',
        details: [
          {
            issue: 'CANNOT_BE_ZERO_OR_NEGATIVE',
            description:
              'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
          },
        ],
        debugId: debugId(),
      };
    }
    const order = await this.store.addOnce({
      id: `SBX-${token(8)}`,
      purpose: request.purpose,
      customId: request.orderId,
      amountCents: request.amountCents,
      currency: 'USD',
      description: request.description,
      status: 'CREATED',
      payerChoice: null,
      captureId: null,
      captureStatus: null,
      refundId: null,
      createdAt: new Date(),
    });
    return { state: 'created', walletOrderId: order.id };
  }

  async captureOrder(walletOrderId: string, _orderId: string): Promise<WalletCapture> {
    let refused = false;
    const order = await this.store.update(walletOrderId, (o) => {
      if (o.captureId) return null; // captured before: the same capture again
      if (!o.payerChoice) {
        refused = true;
        return null;
      }
      return {
        ...o,
        status: 'COMPLETED',
        captureId: `SBXCAP-${token(8)}`,
        captureStatus: o.payerChoice === 'approve' ? 'COMPLETED' : 'DECLINED',
      };
    });
    if (!order) return { state: 'not-found', walletOrderId };
    if (refused) {
      return {
        state: 'refused',
        walletOrderId,
        httpStatus: 422,
        details: [{ issue: 'ORDER_NOT_APPROVED', description: ORDER_NOT_APPROVED_DESCRIPTION }],
        debugId: debugId(),
      };
    }
    return {
      state: 'captured',
      walletOrderId,
      orderStatus: order.status,
      capture: captureLine(order)!,
    };
  }

  async getOrder(walletOrderId: string): Promise<WalletOrderSnapshot> {
    const order = await this.store.get(walletOrderId);
    if (!order) return { state: 'not-found', walletOrderId };
    return {
      state: 'found',
      walletOrderId,
      orderStatus: order.status,
      capture: captureLine(order),
    };
  }

  async refund(captureId: string, _orderId: string): Promise<RefundResult> {
    const found = await this.store.byCapture(captureId);
    if (!found) return { state: 'failed', reason: `RESOURCE_NOT_FOUND: no capture ${captureId}` };
    const refundId = `SBXREF-${token(8)}`;
    const order = await this.store.update(found.id, (o) =>
      o.refundId || o.captureStatus !== 'COMPLETED'
        ? null
        : { ...o, refundId, captureStatus: 'REFUNDED' },
    );
    if (!order?.refundId) {
      return {
        state: 'failed',
        reason: `CAPTURE_NOT_REFUNDABLE: capture ${captureId} is ${order?.captureStatus ?? 'unknown'}`,
      };
    }
    return { state: 'refunded', refundRef: order.refundId };
  }

  /** The order as the local wallet button sees it; null when unknown. */
  find(walletOrderId: string): Promise<SandboxWalletOrder | null> {
    return this.store.get(walletOrderId);
  }

  /**
   * The payer's choice on the local wallet button: approve (a later capture completes) or decline
   * (a later capture is DECLINED). The payer may change their mind until the order is captured.
   * `payerCountry`: the payer's country the capture then tells (none by default).
   */
  async choose(
    walletOrderId: string,
    choice: 'approve' | 'decline',
    payerCountry: string | null = null,
  ): Promise<SandboxWalletChoice> {
    let captured = false;
    const order = await this.store.update(walletOrderId, (o) => {
      if (o.captureId) {
        captured = true;
        return null;
      }
      return { ...o, status: 'APPROVED', payerChoice: choice, payerCountry };
    });
    if (!order) return { outcome: 'not-found' };
    return { outcome: captured ? 'already-captured' : 'chosen', order };
  }
}

function captureLine(order: SandboxWalletOrder): WalletCaptureLine | null {
  if (!order.captureId) return null;
  return {
    captureId: order.captureId,
    status: order.captureStatus!,
    amountCents: order.amountCents,
    currency: order.currency,
    customId: order.customId,
    payerCountry: order.payerCountry ?? null,
  };
}
