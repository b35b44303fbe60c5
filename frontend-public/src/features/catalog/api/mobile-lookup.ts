// POST /api/dtone/mobilelookup: is the number valid, and which operator serves it.
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';
import type { mobileLookupAnswerSchema } from './schemas';

export interface MobileLookupBody {
  /** Calling code plus national number, e.g. '+255754123456'. */
  phoneNumber: string;
  /** Country name as in the offers, e.g. 'Tanzania'. */
  country: string;
}

export type MobileLookupAnswer = z.infer<typeof mobileLookupAnswerSchema>;

export function mobileLookup(body: MobileLookupBody): Promise<MobileLookupAnswer> {
  // 401 keeps the visitor's choices on the way to /Login, so the page handles it itself.
  return checkedAnswer(
    api.post('/api/dtone/mobilelookup', body, { handle: [401] }),
    import('./schemas').then((m) => m.mobileLookupAnswerSchema),
  );
}

export function useMobileLookup() {
  return useMutation({ mutationFn: mobileLookup });
}
