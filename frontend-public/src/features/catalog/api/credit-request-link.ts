// GET /api/creditRequest/link/{token}: the number a credit request's link fills in.
import * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';

export const requestLinkAnswerSchema = z.object({ phoneNumber: z.string() });
export type RequestLinkAnswer = z.infer<typeof requestLinkAnswerSchema>;

/** 404 (expired or unknown) and 400 (malformed) carry the words the page shows. */
export async function openRequestLink(token: string): Promise<RequestLinkAnswer> {
  const answer = await api.get(`/api/creditRequest/link/${encodeURIComponent(token)}`);
  return requestLinkAnswerSchema.parse(answer);
}
