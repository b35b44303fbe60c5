// A stand-in for the browser's EventSource (jsdom has none): tests open, send and drop streams
// by hand and see what the page asked for.
import { vi } from 'vitest';

export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }

  /** The server answered 200: the stream is open. */
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }

  /** One `event: type` with JSON data. */
  send(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  /** The connection dropped (EventSource would reconnect by itself). */
  drop() {
    this.readyState = 0;
    this.dispatchEvent(new Event('error'));
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

/** Installs the fake as the global EventSource; answers the streams opened so far. */
export function stubEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource.instances;
}
