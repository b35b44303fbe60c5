import { IdleCollector, IdleCollectorPorts, processPorts } from './idle-collector';

const MB = 1024 * 1024;
const OPTIONS = { intervalMs: 10_000, quietBelow: 0.05, growthBytes: 32 * MB };

/** A process whose heap and event loop the test sets; a collection drops the heap to `live`. */
function fakeProcess(start: number) {
  const state = { used: start, live: start, busy: 0, collections: 0 };
  const ports: IdleCollectorPorts = {
    heapUsed: () => state.used,
    busySinceLastCheck: () => state.busy,
    collect: () => {
      state.collections++;
      state.used = state.live;
    },
  };
  return { state, collector: new IdleCollector(ports, OPTIONS) };
}

describe('IdleCollector', () => {
  it('collects once the process is quiet with the heap grown past the threshold since the last collection', () => {
    const { state, collector } = fakeProcess(80 * MB);
    state.used = 150 * MB; // a burst of connections left its garbage
    state.live = 82 * MB;
    expect(collector.check()).toBe(true);
    expect(state.collections).toBe(1);
    expect(state.used).toBe(82 * MB);
    // The new floor is what survived: the same heap does not collect again.
    expect(collector.check()).toBe(false);
    expect(state.collections).toBe(1);
  });

  it('never collects while the event loop is busy, however large the heap', () => {
    const { state, collector } = fakeProcess(80 * MB);
    state.used = 400 * MB;
    state.busy = 0.23; // the mixed load's share of a core
    expect(collector.check()).toBe(false);
    state.busy = 0.05; // the threshold itself counts as busy
    expect(collector.check()).toBe(false);
    expect(state.collections).toBe(0);
    state.busy = 0.01;
    expect(collector.check()).toBe(true);
  });

  it('leaves a quiet process alone while its heap has grown less than the threshold', () => {
    const { state, collector } = fakeProcess(80 * MB);
    state.used = 80 * MB + 32 * MB - 1;
    expect(collector.check()).toBe(false);
    state.used = 80 * MB + 32 * MB;
    expect(collector.check()).toBe(true);
  });

  it("follows V8's own collections down: growth is counted from the lowest heap seen", () => {
    const { state, collector } = fakeProcess(120 * MB); // start-up garbage still on the heap
    state.used = 70 * MB; // V8 collected it by itself
    expect(collector.check()).toBe(false);
    state.used = 70 * MB + 40 * MB;
    state.live = 71 * MB;
    expect(collector.check()).toBe(true);
  });

  it("uses this process's real heap, event loop and collector", () => {
    const ports = processPorts();
    expect(ports.heapUsed()).toBeGreaterThan(0);
    const busy = ports.busySinceLastCheck();
    expect(busy).toBeGreaterThanOrEqual(0);
    expect(busy).toBeLessThanOrEqual(1);
    // A real collection frees what nothing holds any more.
    let garbage: number[][] | null = Array.from({ length: 200 }, () => new Array(10_000).fill(1));
    expect(garbage.length).toBe(200);
    const before = ports.heapUsed();
    garbage = null;
    ports.collect();
    expect(ports.heapUsed()).toBeLessThan(before - 5 * MB);
  });
});
