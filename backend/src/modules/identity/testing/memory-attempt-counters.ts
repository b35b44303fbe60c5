import { AttemptCounters } from '../ports/attempt-counters.port';

/** AttemptCounters in a Map, with a clock tests can move. */
export class MemoryAttemptCounters extends AttemptCounters {
  now = Date.now();
  private readonly entries = new Map<string, { hits: number; until: number }>();

  private live(name: string) {
    const entry = this.entries.get(name);
    if (entry && entry.until <= this.now) this.entries.delete(name);
    return this.entries.get(name);
  }

  async count(name: string): Promise<number> {
    return this.live(name)?.hits ?? 0;
  }

  async add(name: string, windowMs: number): Promise<number> {
    const entry = this.live(name) ?? { hits: 0, until: this.now + windowMs };
    entry.hits++;
    this.entries.set(name, entry);
    return entry.hits;
  }

  async claim(name: string, windowMs: number): Promise<boolean> {
    if (this.live(name)) return false;
    this.entries.set(name, { hits: 1, until: this.now + windowMs });
    return true;
  }

  async mark(name: string, ttlMs: number): Promise<void> {
    this.entries.set(name, { hits: 1, until: this.now + ttlMs });
  }

  async isMarked(name: string): Promise<boolean> {
    return this.live(name) !== undefined;
  }

  async clear(name: string): Promise<void> {
    this.entries.delete(name);
  }
}
