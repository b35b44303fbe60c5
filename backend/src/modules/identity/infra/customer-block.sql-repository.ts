import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CustomerBlock } from '../domain/customer-block';
import { CustomerBlockRepository } from '../ports/customer-block-repository.port';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** customers.blocked_at, blocked_reason, blocked_by: one conditional UPDATE per change. */
@Injectable()
export class CustomerBlockSqlRepository extends CustomerBlockRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async block(customerId: string, block: Omit<CustomerBlock, 'at'>) {
    if (!UUID.test(customerId)) return 'not-found' as const;
    // The row is locked by the UPDATE: of two blocks at once, one sets it and the other finds it set.
    const [rows]: [{ id: string }[], number] = await this.db.query(
      `UPDATE customers SET blocked_at = now(), blocked_reason = $2, blocked_by = $3
       WHERE id = $1 AND blocked_at IS NULL RETURNING id`,
      [customerId, block.reason, block.by],
    );
    if (rows.length) return 'blocked' as const;
    return (await this.blockOf(customerId)) === undefined ? 'not-found' : 'already-blocked';
  }

  async unblock(customerId: string) {
    if (!UUID.test(customerId)) return 'not-found' as const;
    const [rows]: [{ id: string }[], number] = await this.db.query(
      `UPDATE customers SET blocked_at = NULL, blocked_reason = NULL, blocked_by = NULL
       WHERE id = $1 AND blocked_at IS NOT NULL RETURNING id`,
      [customerId],
    );
    if (rows.length) return 'unblocked' as const;
    return (await this.blockOf(customerId)) === undefined ? 'not-found' : 'not-blocked';
  }

  async blockOf(customerId: string): Promise<CustomerBlock | null | undefined> {
    if (!UUID.test(customerId)) return undefined;
    const rows: {
      blocked_at: Date | null;
      blocked_reason: string | null;
      blocked_by: string | null;
    }[] = await this.db.query(
      'SELECT blocked_at, blocked_reason, blocked_by FROM customers WHERE id = $1',
      [customerId],
    );
    if (!rows[0]) return undefined;
    const r = rows[0];
    return r.blocked_at
      ? { at: r.blocked_at, reason: r.blocked_reason ?? '', by: r.blocked_by ?? '' }
      : null;
  }
}
