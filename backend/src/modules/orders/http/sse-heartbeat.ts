import type { MessageEvent } from '@nestjs/common';
import { Observable } from 'rxjs';

/** How often a quiet stream says it is alive (proxies drop connections idle for a minute). */
export const HEARTBEAT_MS = 15_000;

/**
 * The events, with an SSE comment (ignored by EventSource) every `everyMs` while they are
 * quiet, so proxies keep the connection and a client that left is noticed by the write.
 */
export function withHeartbeat(
  events: Observable<MessageEvent>,
  everyMs = HEARTBEAT_MS,
): Observable<MessageEvent> {
  return new Observable<MessageEvent>((subscriber) => {
    const beat = setInterval(() => subscriber.next({ comment: 'heartbeat' }), everyMs);
    const inner = events.subscribe(subscriber);
    return () => {
      clearInterval(beat);
      inner.unsubscribe();
    };
  });
}
