import type { Cents } from '@shared/domain/money';

/** A sandbox wallet order as kept in PostgreSQL (paypal_sandbox_orders). */
export interface SandboxWalletOrder {
  /** 'SBX-…', the gateway's order id. */
  id: string;
  purpose: 'topup' | 'mvm';
  /** Our order or payment id (PayPal's custom_id). */
  customId: string;
  amountCents: Cents;
  currency: string;
  description: string;
  /** PayPal's order status: CREATED until the payer chooses, APPROVED, COMPLETED once captured. */
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  /** What the payer chose on the local wallet button: a decline captures as DECLINED. */
  payerChoice: 'approve' | 'decline' | null;
  captureId: string | null;
  /** COMPLETED, DECLINED, REFUNDED. */
  captureStatus: string | null;
  refundId: string | null;
  /**
   * The payer's country the tester chose with the approval (ISO alpha-2), told as PayPal tells
   * payment_source.paypal.address.country_code; null: kept back. Optional in an order stored
   * before it existed.
   */
  payerCountry?: string | null;
  createdAt: Date;
}
