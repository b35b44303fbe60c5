import { SessionStore } from '../ports/session-store.port';

/** In-memory SessionStore for unit specs: counts reads so specs can prove laziness. */
export class MemorySessionStore extends SessionStore {
  readonly data = new Map<string, object>();
  reads = 0;
  epochs = new Map<string, number>();

  async touch<T extends object>(id: string): Promise<T | null> {
    this.reads++;
    return (this.data.get(id) as T | undefined) ?? null;
  }
  async save(id: string, data: object) {
    this.data.set(id, data);
  }
  async delete(id: string) {
    this.data.delete(id);
  }
  async customerEpoch(customerId: string) {
    return this.epochs.get(customerId) ?? 0;
  }
}
