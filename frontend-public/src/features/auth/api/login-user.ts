// POST /api/user/loginUser: starts a customer session (the server rotates the session id).
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';

export const loginUserBodySchema = z.object({
  email: z.string(),
  password: z.string(),
  /** The solved bot-check payload; single use. */
  altcha: z.string(),
});
export type LoginUserBody = z.infer<typeof loginUserBodySchema>;

export const loginUserAnswerSchema = z.object({
  user: z.object({ fullname: z.string(), telephone: z.string(), email: z.string() }),
});
export type LoginUserAnswer = z.infer<typeof loginUserAnswerSchema>;

export async function loginUser(body: LoginUserBody): Promise<LoginUserAnswer> {
  // 401 is a wrong e-mail or password here: the form says so instead of redirecting to /Login.
  const answer = await api.post('/api/user/loginUser', body, { handle: [401] });
  return loginUserAnswerSchema.parse(answer);
}

export function useLoginUser() {
  return useMutation({ mutationFn: loginUser });
}
