// POST /api/dtone/mobilelookup: is the number valid, and which operator serves it.
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';

export interface MobileLookupBody {
  /** Calling code plus national number, e.g. '+255754123456'. */
  phoneNumber: string;
  /** Country name as in the offers, e.g. 'Tanzania'. */
  country: string;
}

export const mobileLookupAnswerSchema = z.object({
  valid: z.boolean(),
  /** Empty when the provider does not know the number's operator. */
  operators: z.array(
    z.object({ id: z.string(), name: z.string(), country: z.nullish(z.string()) }),
  ),
});
export type MobileLookupAnswer = z.infer<typeof mobileLookupAnswerSchema>;

export async function mobileLookup(body: MobileLookupBody): Promise<MobileLookupAnswer> {
  // 401 keeps the visitor's choices on the way to /Login, so the page handles it itself.
  const answer = await api.post('/api/dtone/mobilelookup', body, { handle: [401] });
  return mobileLookupAnswerSchema.parse(answer);
}

export function useMobileLookup() {
  return useMutation({ mutationFn: mobileLookup });
}
