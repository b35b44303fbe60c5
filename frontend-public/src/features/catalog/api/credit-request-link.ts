// GET /api/creditRequest/link/{token}: the number a credit request's link fills in.
import type * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';
import type { requestLinkAnswerSchema } from './schemas';

export type RequestLinkAnswer = z.infer<typeof requestLinkAnswerSchema>;

/** 404 (expired or unknown) and 400 (malformed) carry the words the page shows. */
export function openRequestLink(token: string): Promise<RequestLinkAnswer> {
  return checkedAnswer(
    api.get(`/api/creditRequest/link/${encodeURIComponent(token)}`),
    import('./schemas').then((m) => m.requestLinkAnswerSchema),
  );
}
