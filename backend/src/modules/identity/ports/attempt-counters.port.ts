/**
 * Short-lived counters and markers for abuse limits (login failures, code mails), shared by every
 * API instance. Keys are business names (`login-failures:customer:a@b.c`); stores may hash them.
 */
export abstract class AttemptCounters {
  /** Hits of `key` in its current window; 0 when none. */
  abstract count(key: string): Promise<number>;
  /** Adds one hit; the first hit opens a window of `windowMs`. Answers the hits so far. */
  abstract add(key: string, windowMs: number): Promise<number>;
  /** Takes `key` for `windowMs` unless someone holds it: true when taken by this call. */
  abstract claim(key: string, windowMs: number): Promise<boolean>;
  /** Sets (or renews) a marker for `ttlMs`. */
  abstract mark(key: string, ttlMs: number): Promise<void>;
  abstract isMarked(key: string): Promise<boolean>;
  abstract clear(key: string): Promise<void>;
}
