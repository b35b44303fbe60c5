// POST /api/user/sendActivationCode: e-mails a signup activation code. The code itself never
// comes back to the browser (docs/specification.md#passwords-and-codes).
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { codeMailAnswerSchema } from './message-answer';

export const sendActivationCodeBodySchema = z.object({
  email: z.string(),
  /** The solved bot-check payload; single use. */
  altcha: z.string(),
});
export type SendActivationCodeBody = z.infer<typeof sendActivationCodeBodySchema>;

export async function sendActivationCode(body: SendActivationCodeBody) {
  // The signup screens show 500 as 'Server error' (docs/specification.md#customer-errors) instead
  // of leaving for /Error500.
  const answer = await api.post('/api/user/sendActivationCode', body, { handle: [500] });
  return codeMailAnswerSchema.parse(answer);
}

export function useSendActivationCode() {
  return useMutation({ mutationFn: sendActivationCode });
}
