import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RaisedLimits } from '../domain/risk-limits';
import { RaisedLimitsRepository } from '../ports/raised-limits-repository.port';

/** customer_risk_limits: one row per customer whose limits an admin raised. */
@Injectable()
export class RaisedLimitsSqlRepository extends RaisedLimitsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async get(customerId: string): Promise<RaisedLimits | null> {
    const rows: RaisedLimits[] = await this.db.query(
      `SELECT daily_cents AS "dailyCents", daily_top_ups AS "dailyTopUps",
         new_number_cents AS "newNumberCents"
       FROM customer_risk_limits WHERE customer_id = $1`,
      [customerId],
    );
    return rows[0] ?? null;
  }

  async set(customerId: string, limits: RaisedLimits | null, actor: string): Promise<void> {
    if (!limits) {
      await this.db.query(`DELETE FROM customer_risk_limits WHERE customer_id = $1`, [customerId]);
      return;
    }
    await this.db.query(
      `INSERT INTO customer_risk_limits (customer_id, daily_cents, daily_top_ups, new_number_cents, updated_by)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (customer_id) DO UPDATE SET daily_cents = $2, daily_top_ups = $3,
         new_number_cents = $4, updated_by = $5, updated_at = now()`,
      [customerId, limits.dailyCents, limits.dailyTopUps, limits.newNumberCents, actor],
    );
  }
}
