// POST /api/user/verifyCode: checks the password-reset code the person typed.
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';
import { messageAnswerSchema } from '@/api/message-answer';

export const verifyCodeBodySchema = z.object({ email: z.string(), verificationCode: z.string() });
export type VerifyCodeBody = z.infer<typeof verifyCodeBodySchema>;

export async function verifyCode(body: VerifyCodeBody) {
  // 401 means "verification code has expired" here, not a lost session: the screen shows it.
  const answer = await api.post('/api/user/verifyCode', body, { handle: [401] });
  return messageAnswerSchema.parse(answer);
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
