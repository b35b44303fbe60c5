import { OrderProgressSignal } from '../ports/order-progress-signal.port';

/** The signal within one process, for unit specs. */
export class MemoryOrderProgressSignal extends OrderProgressSignal {
  private readonly listeners = new Map<string, Set<() => void>>();

  async announce(orderId: string): Promise<void> {
    for (const listener of [...(this.listeners.get(orderId) ?? [])]) listener();
  }

  follow(orderId: string, listener: () => void): () => void {
    const set = this.listeners.get(orderId) ?? new Set();
    set.add(listener);
    this.listeners.set(orderId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(orderId);
    };
  }

  /** How many followers are listening (to prove they are released). */
  followers(orderId: string): number {
    return this.listeners.get(orderId)?.size ?? 0;
  }
}
