import { FulfilmentLease, FulfilmentLeases } from '../ports/fulfilment-leases.port';

/** Leases in memory: held until released, or until `lapse()` hands the order to the next claim. */
export class MemoryFulfilmentLeases extends FulfilmentLeases {
  private readonly holders = new Map<string, number>();
  private next = 0;
  /** Claims refused because another run held the order. */
  refused = 0;

  async claim(orderId: string): Promise<FulfilmentLease | null> {
    if (this.holders.has(orderId)) {
      this.refused++;
      return null;
    }
    const token = ++this.next;
    this.holders.set(orderId, token);
    return {
      renew: async () => this.holders.get(orderId) === token,
      release: async () => {
        if (this.holders.get(orderId) === token) this.holders.delete(orderId);
      },
    };
  }

  isHeld(orderId: string): boolean {
    return this.holders.has(orderId);
  }

  /** The holder's lease ran out and another run took the order. */
  takeOver(orderId: string): void {
    this.holders.set(orderId, ++this.next);
  }
}
