import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Gateway } from '../domain/top-up-order';
import { StuckOrderFinder, StuckOrders } from '../ports/stuck-order-finder.port';

@Injectable()
export class StuckOrdersQuery extends StuckOrderFinder {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async find(
    idleSeconds: number,
    checkoutLifetimeMs: number,
    holdHours: number,
  ): Promise<StuckOrders> {
    const toFulfil: { id: string }[] = await this.db.query(
      `SELECT id FROM top_up_orders WHERE status IN ('PAID', 'SUBMITTED', 'FAILED')
         AND updated_at < now() - make_interval(secs => $1) ORDER BY updated_at LIMIT 500`,
      [idleSeconds],
    );
    // Asked until the gateway says paid or expired (sessions expire within 24 h), whatever the
    // order's age: an expired one is then cancelled, so this list does not grow for ever.
    const toCheck: { id: string; session: string; gateway: Gateway }[] = await this.db.query(
      `SELECT id, checkout_session_id AS session, gateway FROM top_up_orders
       WHERE status = 'PENDING_PAYMENT' AND checkout_session_id IS NOT NULL
         AND created_at < now() - make_interval(secs => $1)
       ORDER BY created_at LIMIT 500`,
      [idleSeconds],
    );
    const toCancel: { id: string }[] = await this.db.query(
      `SELECT id FROM top_up_orders
       WHERE status = 'PENDING_PAYMENT' AND checkout_session_id IS NULL
         AND created_at < now() - make_interval(secs => $1::double precision / 1000)
       ORDER BY created_at LIMIT 500`,
      [checkoutLifetimeMs],
    );
    const heldTooLong: { id: string }[] = await this.db.query(
      `SELECT id FROM top_up_orders
       WHERE status = 'HELD_FOR_REVIEW' AND held_at < now() - make_interval(hours => $1)
       ORDER BY held_at LIMIT 500`,
      [holdHours],
    );
    return {
      heldTooLong: heldTooLong.map((r) => r.id),
      toFulfil: toFulfil.map((r) => r.id),
      toCheckPayment: toCheck.map((r) => ({
        orderId: r.id,
        sessionId: r.session,
        gateway: r.gateway,
      })),
      toCancel: toCancel.map((r) => r.id),
    };
  }
}
