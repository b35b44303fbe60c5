import type { Cents } from '../domain/money';
import { ProviderUnavailableError } from '../domain/provider-unavailable';
import type { RefundResult } from './card-checkout.port';

/**
 * The wallet payment gateway (PayPal Orders v2), used by top-up orders and Mvm payments.
 * Expected outcomes (a refused order, a declined capture) are values; only faults (network, 5xx,
 * bad configuration) throw, as WalletUnavailable.
 */
export interface WalletOrderRequest {
  /** Our order or payment id: PayPal's custom_id, and the seed of every PayPal-Request-Id. */
  orderId: string;
  purpose: 'topup' | 'mvm';
  /** Priced by the server, never by the browser. USD. */
  amountCents: Cents;
  /** The purchase unit's description, e.g. "Airtime top-up 2,000 TZS to +255754123456". */
  description: string;
}

/** One line of PayPal's `details[]`: the issue code and its description. */
export interface WalletIssue {
  issue: string;
  description: string;
}

export type WalletOrderCreation =
  | { state: 'created'; walletOrderId: string }
  | { state: 'refused'; details: WalletIssue[]; debugId: string | null };

/** A capture as the gateway reports it (purchase_units[0].payments.captures[0]). */
export interface WalletCaptureLine {
  /** The capture id: the payment reference a refund needs. */
  captureId: string;
  /** COMPLETED, DECLINED, PENDING, PARTIALLY_REFUNDED, REFUNDED, FAILED. */
  status: string;
  amountCents: Cents;
  currency: string;
  /** The purchase unit's custom_id: our order or payment id. */
  customId: string | null;
  /** The payer's country (PayPal's payer.address.country_code, ISO alpha-2) when PayPal tells it. */
  payerCountry?: string | null;
}

export type WalletCapture =
  /** The gateway captured (whatever the capture's own status): check status, amount, id. */
  | { state: 'captured'; walletOrderId: string; orderStatus: string; capture: WalletCaptureLine }
  /** The gateway refused the capture (e.g. INSTRUMENT_DECLINED, ORDER_NOT_APPROVED), 4xx. */
  | {
      state: 'refused';
      walletOrderId: string;
      httpStatus: number;
      details: WalletIssue[];
      debugId: string | null;
    }
  | { state: 'not-found'; walletOrderId: string };

/** What the gateway knows of an order (reconciliation). */
export type WalletOrderSnapshot =
  | {
      state: 'found';
      walletOrderId: string;
      /** CREATED, SAVED, APPROVED, VOIDED, COMPLETED, PAYER_ACTION_REQUIRED. */
      orderStatus: string;
      capture: WalletCaptureLine | null;
    }
  | { state: 'not-found'; walletOrderId: string };

/** What the browser needs to show the wallet buttons. */
export interface WalletClientSetup {
  /** 'paypal': PayPal's SDK with clientId; 'sandbox': our local wallet button (no PayPal). */
  mode: 'paypal' | 'sandbox';
  clientId: string | null;
  clientToken: string;
}

/**
 * The gateway could not be reached or answered a fault (network, 5xx, auth), or rate limits us
 * (`retryAfterSeconds` set). A provider fault: answered 502 (503 with Retry-After when rate
 * limited) with our words, PayPal's logged.
 */
export class WalletUnavailable extends ProviderUnavailableError {
  constructor(message: string, retryAfterSeconds: number | null = null) {
    super('PayPal', message, retryAfterSeconds);
    this.name = 'WalletUnavailable';
  }
}

export abstract class WalletCheckout {
  /** Client id and a client token for the browser's wallet buttons. */
  abstract clientSetup(): Promise<WalletClientSetup>;
  /** A gateway order for exactly this amount (idempotent per our order id). */
  abstract createOrder(request: WalletOrderRequest): Promise<WalletOrderCreation>;
  /** Captures an approved order (idempotent per our order id: a repeat answers the same capture). */
  abstract captureOrder(walletOrderId: string, orderId: string): Promise<WalletCapture>;
  /** Reads an order back from the gateway. */
  abstract getOrder(walletOrderId: string): Promise<WalletOrderSnapshot>;
  /** Refunds the whole capture (idempotent per our order id). */
  abstract refund(captureId: string, orderId: string): Promise<RefundResult>;
}
