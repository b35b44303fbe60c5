// POST /api/user/verifyActivationCode: checks the signup code the person typed.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { messageAnswerSchema } from './message-answer';

export const verifyActivationCodeBodySchema = z.object({
  email: z.string(),
  activationCode: z.string(),
});
export type VerifyActivationCodeBody = z.infer<typeof verifyActivationCodeBodySchema>;

export async function verifyActivationCode(body: VerifyActivationCodeBody) {
  // 401 means "Activation code expired" here, not a lost session: the screen shows it.
  const answer = await api.post('/api/user/verifyActivationCode', body, { handle: [401] });
  return messageAnswerSchema.parse(answer);
}

export function useVerifyActivationCode() {
  return useMutation({ mutationFn: verifyActivationCode });
}
