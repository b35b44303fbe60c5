import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { FulfilmentLease, FulfilmentLeases } from '../ports/fulfilment-leases.port';

/**
 * Leases kept on the order row (`send_lease`, `send_lease_until`): 15 s, renewed every 5 s while
 * the run lives, so a run killed with -9 holds its order at most 15 s (about as long as BullMQ
 * takes to find its job stalled), and a living run keeps its order however long DT One takes.
 * The renewals never touch `updated_at`: the sweep's idle clock stays the order's own.
 */
@Injectable()
export class FulfilmentLeasesSqlRepository extends FulfilmentLeases {
  private readonly logger = new Logger(FulfilmentLeasesSqlRepository.name);
  /** Overridable for tests of a lapsed lease. */
  leaseMs = 15_000;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async claim(orderId: string): Promise<FulfilmentLease | null> {
    const token = randomUUID();
    // TypeORM answers an UPDATE with [rows, count].
    const [, count]: [unknown[], number] = await this.db.query(
      `UPDATE top_up_orders
          SET send_lease = $2, send_lease_until = now() + $3 * interval '1 millisecond'
        WHERE id = $1 AND (send_lease_until IS NULL OR send_lease_until < now())`,
      [orderId, token, this.leaseMs],
    );
    return count === 1 ? this.heldLease(orderId, token) : null;
  }

  private heldLease(orderId: string, token: string): FulfilmentLease {
    // Renewing a lapsed lease is fine while the token is still ours: nobody took the order.
    const renew = async (): Promise<boolean> => {
      const [, count]: [unknown[], number] = await this.db.query(
        `UPDATE top_up_orders SET send_lease_until = now() + $3 * interval '1 millisecond'
          WHERE id = $1 AND send_lease = $2`,
        [orderId, token, this.leaseMs],
      );
      return count === 1;
    };
    const heartbeat = setInterval(() => {
      // A failed heartbeat is not fatal: the renewal before the send decides.
      renew().catch((err: Error) =>
        this.logger.warn(`Order ${orderId}: lease not renewed: ${err.message}`),
      );
    }, this.leaseMs / 3);
    heartbeat.unref();
    const stop = () => clearInterval(heartbeat);
    return {
      renew,
      stop,
      release: async () => {
        stop();
        await this.db.query(
          `UPDATE top_up_orders SET send_lease = NULL, send_lease_until = NULL
            WHERE id = $1 AND send_lease = $2`,
          [orderId, token],
        );
      },
    };
  }
}
