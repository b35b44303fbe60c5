import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PinVault } from '../ports/pin-vault.port';
import type { DeliveredPin } from '../ports/top-up-sender.port';

export interface TopUpHistoryRow {
  id: string;
  submitted: string;
  telenumber: string;
  /** USD, what the customer paid (amount + service charge). */
  amount: number;
  productid: string;
  productName: string;
  /** The recipient's operator, beside the product in the history. */
  operatorName: string;
  status: string;
  /** What the recipient receives, as at checkout (e.g. '100 ETB'); null for older orders. */
  receives: string | null;
  /** e.g. '30 days'; null when unknown. */
  validity: string | null;
  /**
   * A delivered PIN product's voucher (docs/specification.md#pin-visibility): this
   * list only ever holds the signed-in customer's own orders; absent for plain top-ups.
   */
  pin?: DeliveredPin;
  /** Late and still being tried (docs/specification.md#delayed-top-ups). */
  delayed: boolean;
  /** The operator's reference for the delivered top-up (receipts), when DT One gave one. */
  operatorReference: string | null;
}

export interface CallHistoryRow {
  Id: string;
  Amount: number;
  completed: string;
}

/** The customer's histories (read models straight from the tables), newest first. */
@Injectable()
export class OrderHistoryQuery {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly pins: PinVault,
  ) {}

  async topUps(
    customerId: string,
    start: number,
    end: number,
  ): Promise<{ count: number; transactions: TopUpHistoryRow[] }> {
    const [{ count }] = await this.db.query(
      `SELECT count(*)::int AS count FROM top_up_orders WHERE customer_id = $1`,
      [customerId],
    );
    const transactions = await this.db.query(
      `SELECT id, created_at AS submitted, telenumber, (amount_cents + service_charge_cents) / 100.0 AS amount,
         product_id AS productid, product_name AS "productName",
         operator_name AS "operatorName", status,
         what_arrives->>'summary' AS receives, what_arrives->>'validity' AS validity,
         CASE WHEN status = 'COMPLETED' THEN pin_sealed END AS "pinSealed",
         (delay_noticed_at IS NOT NULL AND status IN ('PAID', 'SUBMITTED')) AS delayed,
         operator_reference AS "operatorReference"
       FROM top_up_orders WHERE customer_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      [customerId, end - start + 1, start - 1],
    );
    return {
      count,
      transactions: transactions.map(
        ({ pinSealed, ...t }: TopUpHistoryRow & { pinSealed: string | null }) => {
          const pin = pinSealed ? this.pins.open(pinSealed) : null;
          return { ...t, amount: Number(t.amount), ...(pin ? { pin } : {}) };
        },
      ),
    };
  }

  async calls(
    customerId: string,
    start: number,
    end: number,
  ): Promise<{ count: number; transactions: CallHistoryRow[] }> {
    const [{ count }] = await this.db.query(
      `SELECT count(*)::int AS count FROM call_transactions WHERE customer_id = $1`,
      [customerId],
    );
    const transactions = await this.db.query(
      `SELECT id::text AS "Id", amount_cents / 100.0 AS "Amount", completed_at AS completed
       FROM call_transactions WHERE customer_id = $1 ORDER BY completed_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [customerId, end - start + 1, start - 1],
    );
    return {
      count,
      transactions: transactions.map((t: CallHistoryRow) => ({ ...t, Amount: Number(t.Amount) })),
    };
  }
}
