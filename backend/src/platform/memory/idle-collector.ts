import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** What the collector reads and does; the real process's by default, fakes in its spec. */
export interface IdleCollectorPorts {
  /** Bytes of live and not yet collected objects on the V8 heap. */
  heapUsed(): number;
  /** The event loop's utilization (0–1) since the previous call. */
  busySinceLastCheck(): number;
  /** A full, blocking collection. */
  collect(): void;
}

export interface IdleCollectorOptions {
  /** How often the process is looked at. */
  intervalMs: number;
  /** At most this share of the interval busy counts as quiet. */
  quietBelow: number;
  /** Collect when the heap holds this much more than after the last collection. */
  growthBytes: number;
}

export const IDLE_COLLECTOR_DEFAULTS: IdleCollectorOptions = {
  intervalMs: 10_000,
  quietBelow: 0.05,
  growthBytes: 32 * 1024 * 1024,
};

/**
 * A full garbage collection once the process has gone quiet after a burst. V8 collects only when
 * it allocates: after 10,000 connections came and went, the API sat idle at 318 MB RSS with the
 * dead sockets' objects still on its heap, and one collection brought it to 233 MB, 24 MB above
 * where it started (docs/performance.md#memory). Under load it never runs (the loop is busy),
 * and quiet it costs one look every 10 s.
 */
export class IdleCollector {
  private floor: number;

  constructor(
    private readonly ports: IdleCollectorPorts,
    private readonly options: IdleCollectorOptions = IDLE_COLLECTOR_DEFAULTS,
  ) {
    this.floor = ports.heapUsed();
  }

  /** One look: true when it collected. */
  check(): boolean {
    const busy = this.ports.busySinceLastCheck();
    const used = this.ports.heapUsed();
    // Grown only by what was then collected by V8 itself: the new, lower level is the floor.
    if (used < this.floor) this.floor = used;
    if (busy >= this.options.quietBelow || used - this.floor < this.options.growthBytes)
      return false;
    this.ports.collect();
    this.floor = this.ports.heapUsed();
    return true;
  }

  /** Looks every interval until the process ends (the timer never keeps it alive). */
  start(): () => void {
    const timer = setInterval(() => this.check(), this.options.intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}

/** The running process's heap, event loop and collector. */
export function processPorts(): IdleCollectorPorts {
  // V8's own gc(), without starting Node with --expose-gc: the flag is read when a context is
  // made, so a new context gets the function (the way Node's documentation shows for v8 flags).
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  return {
    heapUsed: () => getHeapStatistics().used_heap_size,
    busySinceLastCheck: () => {
      const now = performance.eventLoopUtilization();
      const since = performance.eventLoopUtilization(now, last);
      last = now;
      return since.utilization;
    },
    collect: gc,
  };
}

/** Starts the idle collector in this process (the API and the worker). */
export function startIdleCollector(): () => void {
  return new IdleCollector(processPorts()).start();
}
