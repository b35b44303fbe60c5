// POST /api/user/resetPassword: sets a new password with a verified reset code.
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';
import { messageAnswerSchema } from '@/api/message-answer';

export const resetPasswordBodySchema = z.object({
  email: z.string(),
  verificationCode: z.string(),
  newPassword: z.string(),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export async function resetPassword(body: ResetPasswordBody) {
  // 401 (code expired) is not a lost session: the screen deals with it.
  const answer = await api.post('/api/user/resetPassword', body, { handle: [401] });
  return messageAnswerSchema.parse(answer);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
