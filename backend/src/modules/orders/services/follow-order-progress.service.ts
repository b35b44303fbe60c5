import { Injectable, Logger } from '@nestjs/common';
import { Observable } from 'rxjs';
import { isDelayed } from '../domain/receipt';
import { DomainError } from '@shared/domain/domain-error';
import type { OrderStatus } from '../domain/order-status';
import { OrdersErrors } from '../domain/orders.errors';
import type { TopUpOrder } from '../domain/top-up-order';
import { OrderProgressSignal } from '../ports/order-progress-signal.port';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';

/** Where the success page stops following: nothing more will happen that it waits for. */
const FINAL: ReadonlySet<OrderStatus> = new Set(['COMPLETED', 'REFUNDED', 'CANCELLED']);

/**
 * The success page following its order live: the order as it is, then each state it moves to,
 * within moments of the move (the signal), ending once the order is final. Only the customer's
 * own orders; each follow is an open connection, so a customer holds a few at most per process.
 */
@Injectable()
export class FollowOrderProgressService {
  private readonly logger = new Logger(FollowOrderProgressService.name);
  /** Open follows per customer in this process (tabs; a page that reconnects frees its old one). */
  maxFollowsPerCustomer = 3;
  /** Re-reads the order this often anyway, in case a signal was lost (a Redis reconnect). */
  recheckMs = 10_000;
  /** A follow ends after this long; the page's EventSource reconnects if it still waits. */
  maxFollowMs = 5 * 60_000;
  private readonly follows = new Map<string, number>();

  constructor(
    private readonly orders: TopUpOrderRepository,
    private readonly signal: OrderProgressSignal,
  ) {}

  /** 404 for an order that is not the customer's (never tells whether it exists); 429 over the cap. */
  async follow(orderId: string, customerId: string): Promise<Observable<TopUpOrder>> {
    const order = await this.orders.findById(orderId);
    if (!order || order.customerId !== customerId)
      throw new DomainError(OrdersErrors.ORDER_NOT_FOUND);
    if (this.openFollows(customerId) >= this.maxFollowsPerCustomer)
      throw new DomainError(OrdersErrors.TOO_MANY_FOLLOWERS);
    return new Observable<TopUpOrder>((subscriber) => {
      // Counted from subscription (a request whose client left before never subscribes): checked
      // again here, as two requests may both have passed the check above.
      if (this.openFollows(customerId) >= this.maxFollowsPerCustomer) {
        subscriber.error(new DomainError(OrdersErrors.TOO_MANY_FOLLOWERS));
        return;
      }
      this.follows.set(customerId, this.openFollows(customerId) + 1);

      // A status, or the same status turning late (the "delayed" notice): both are news.
      let shown: string | undefined;
      let reading = false;
      let readAgain = false;
      // One read at a time; a signal during a read asks for one more, so none is missed.
      const read = async () => {
        if (reading) {
          readAgain = true;
          return;
        }
        reading = true;
        try {
          do {
            readAgain = false;
            const current = await this.orders.findById(orderId);
            const seen = current && `${current.status}:${isDelayed(current)}`;
            if (!current || seen === shown || subscriber.closed) continue;
            shown = seen!;
            subscriber.next(current);
            if (FINAL.has(current.status)) subscriber.complete();
          } while (readAgain && !subscriber.closed);
        } catch (error) {
          // The next signal or re-check reads again; the page polls meanwhile if it must.
          this.logger.warn(`Could not read order ${orderId}: ${String(error)}`);
        } finally {
          reading = false;
        }
      };

      // Follow first, then read: a move between the two is seen by the read or signalled after.
      const stopFollowing = this.signal.follow(orderId, () => void read());
      const recheck = setInterval(() => void read(), this.recheckMs);
      const end = setTimeout(() => subscriber.complete(), this.maxFollowMs);
      void read();
      return () => {
        stopFollowing();
        clearInterval(recheck);
        clearTimeout(end);
        const left = this.openFollows(customerId) - 1;
        if (left > 0) this.follows.set(customerId, left);
        else this.follows.delete(customerId);
      };
    });
  }

  private openFollows(customerId: string): number {
    return this.follows.get(customerId) ?? 0;
  }
}
