import type { MessageEvent } from '@nestjs/common';
import { Subject } from 'rxjs';
import { withHeartbeat } from './sse-heartbeat';

describe('withHeartbeat', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('passes the events on, beats while quiet, and stops beating when they end', () => {
    const events = new Subject<MessageEvent>();
    const seen: MessageEvent[] = [];
    let completed = false;
    withHeartbeat(events, 1000).subscribe({
      next: (e) => seen.push(e),
      complete: () => (completed = true),
    });

    events.next({ type: 'progress', data: { status: 'PAID' } });
    jest.advanceTimersByTime(2500);
    events.complete();
    jest.advanceTimersByTime(5000);

    expect(seen).toEqual([
      { type: 'progress', data: { status: 'PAID' } },
      { comment: 'heartbeat' },
      { comment: 'heartbeat' },
    ]);
    expect(completed).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops beating when the client leaves', () => {
    const events = new Subject<MessageEvent>();
    const subscription = withHeartbeat(events, 1000).subscribe();
    subscription.unsubscribe();
    expect(jest.getTimerCount()).toBe(0);
    expect(events.observed).toBe(false);
  });
});
