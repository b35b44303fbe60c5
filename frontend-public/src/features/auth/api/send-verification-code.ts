// POST /api/user/sendVerificationCode: e-mails a password-reset code.
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';
import { codeMailAnswerSchema } from '@/api/message-answer';

export const sendVerificationCodeBodySchema = z.object({ email: z.string() });
export type SendVerificationCodeBody = z.infer<typeof sendVerificationCodeBodySchema>;

export async function sendVerificationCode(body: SendVerificationCodeBody) {
  const answer = await api.post('/api/user/sendVerificationCode', body);
  return codeMailAnswerSchema.parse(answer);
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
