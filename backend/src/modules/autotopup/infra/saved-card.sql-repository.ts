import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SavedCardRepository, type StoredCard } from '../ports/saved-card-repository.port';

/** The customers' gateway customers and saved cards (auto_top_up_cards). */
@Injectable()
export class SavedCardSqlRepository extends SavedCardRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async find(customerId: string): Promise<StoredCard | null> {
    const rows: {
      customer_id: string;
      gateway_customer_ref: string;
      payment_method_ref: string | null;
      brand: string | null;
      last4: string | null;
    }[] = await this.db.query(`SELECT * FROM auto_top_up_cards WHERE customer_id = $1`, [
      customerId,
    ]);
    const r = rows[0];
    return r
      ? {
          customerId: r.customer_id,
          gatewayCustomerRef: r.gateway_customer_ref,
          paymentMethodRef: r.payment_method_ref,
          brand: r.brand,
          last4: r.last4,
        }
      : null;
  }

  async keepCustomer(customerId: string, ref: string): Promise<string> {
    await this.db.query(
      `INSERT INTO auto_top_up_cards (customer_id, gateway_customer_ref) VALUES ($1, $2)
       ON CONFLICT (customer_id) DO NOTHING`,
      [customerId, ref],
    );
    return (await this.find(customerId))!.gatewayCustomerRef;
  }

  async keepCard(
    customerId: string,
    card: { paymentMethodRef: string; brand: string; last4: string },
  ): Promise<void> {
    await this.db.query(
      `UPDATE auto_top_up_cards SET payment_method_ref = $2, brand = $3, last4 = $4,
         saved_at = now(), updated_at = now() WHERE customer_id = $1`,
      [customerId, card.paymentMethodRef, card.brand, card.last4],
    );
  }

  async forgetCard(customerId: string): Promise<void> {
    await this.db.query(
      `UPDATE auto_top_up_cards SET payment_method_ref = NULL, brand = NULL, last4 = NULL,
         updated_at = now() WHERE customer_id = $1`,
      [customerId],
    );
  }
}
