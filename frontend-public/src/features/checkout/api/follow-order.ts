// GET /api/orders/{orderId}/progress (customer session): Server-Sent Events, a `progress` event
// with the order's progress now and at each state change, ended by the server once the order is
// final. The success page follows its order with it instead of waiting for its next poll.
import { useEffect, useRef, useState } from 'react';
import { isMoving, orderProgressSchema, type SessionCheck } from './order-progress';

export const orderStreamPath = (orderId: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/progress`;

function parseProgress(data: unknown): SessionCheck | undefined {
  try {
    const parsed = orderProgressSchema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Follows `orderId` while it is given; calls `onProgress` with each state the server sends.
 * Answers whether the stream is live: false before it opens, while EventSource reconnects after
 * a drop, after a refusal (401, 404, 429 close it for good) and where EventSource is missing, so
 * the caller polls then.
 */
export function useOrderStream(
  orderId: string | undefined,
  onProgress: (progress: SessionCheck) => void,
): boolean {
  const [live, setLive] = useState(false);
  const onProgressRef = useRef(onProgress);
  useEffect(() => {
    onProgressRef.current = onProgress;
  });

  useEffect(() => {
    if (!orderId || typeof EventSource === 'undefined') return;
    // Same origin: the session cookie goes along.
    const source = new EventSource(orderStreamPath(orderId));
    source.addEventListener('open', () => setLive(true));
    source.addEventListener('progress', (event) => {
      const progress = parseProgress((event as MessageEvent).data);
      if (!progress) return;
      setLive(true);
      onProgressRef.current(progress);
      // Final: the server ends the stream; closing first keeps EventSource from reconnecting.
      if (!isMoving(progress.status)) source.close();
    });
    source.addEventListener('error', () => setLive(false));
    return () => {
      source.close();
      setLive(false);
    };
  }, [orderId]);

  return live;
}
