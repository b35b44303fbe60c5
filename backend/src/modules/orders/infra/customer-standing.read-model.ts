import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CustomerStanding } from '../ports/customer-standing.port';

/** customers.blocked_at, read by primary key (identity writes it). */
@Injectable()
export class CustomerStandingQuery extends CustomerStanding {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async isBlocked(customerId: string): Promise<boolean> {
    const rows: { blocked: boolean }[] = await this.db.query(
      'SELECT blocked_at IS NOT NULL AS blocked FROM customers WHERE id = $1',
      [customerId],
    );
    return rows[0]?.blocked ?? false;
  }
}
