import { ENDS_FULFILMENT, type OrderStatus } from '../domain/order-status';
import { FulfilmentLease, FulfilmentLeases } from '../ports/fulfilment-leases.port';

/**
 * Leases in memory: held until released, until `takeOver()` hands the order to the next claim, or
 * until the order moves to where fulfilment ends (ENDS_FULFILMENT), as the SQL move ends it.
 */
export class MemoryFulfilmentLeases extends FulfilmentLeases {
  private readonly holders = new Map<string, number>();
  private next = 0;
  /** Claims refused because another run held the order. */
  refused = 0;
  /** Leases a run stopped renewing without letting go (its order's move ended them). */
  stopped = 0;

  /** `statusOf` reads the order's status where the orders are kept (MemoryTopUpOrders). */
  constructor(
    private readonly statusOf: (orderId: string) => OrderStatus | undefined = () => undefined,
  ) {
    super();
  }

  async claim(orderId: string): Promise<FulfilmentLease | null> {
    if (this.isHeld(orderId)) {
      this.refused++;
      return null;
    }
    const token = ++this.next;
    this.holders.set(orderId, token);
    return {
      renew: async () => this.isHeld(orderId) && this.holders.get(orderId) === token,
      release: async () => {
        if (this.holders.get(orderId) === token) this.holders.delete(orderId);
      },
      stop: () => void this.stopped++,
    };
  }

  isHeld(orderId: string): boolean {
    const status = this.statusOf(orderId);
    if (status && ENDS_FULFILMENT.includes(status)) this.holders.delete(orderId);
    return this.holders.has(orderId);
  }

  /** The holder's lease ran out and another run took the order. */
  takeOver(orderId: string): void {
    this.holders.set(orderId, ++this.next);
  }
}
