// POST /api/user/createuser: creates the account once its activation code was verified.
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';
import { messageAnswerSchema } from '@/api/message-answer';

export const createUserBodySchema = z.object({
  fullname: z.string(),
  telephone: z.string(),
  email: z.string(),
  password: z.string(),
  /** The activation code the person typed (and the server verified) for this e-mail. */
  code: z.string(),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

export async function createUser(body: CreateUserBody) {
  // 401 means "Activation code expired" here, not a lost session: the screen shows it.
  const answer = await api.post('/api/user/createuser', body, { handle: [401] });
  return messageAnswerSchema.parse(answer);
}

export function useCreateUser() {
  return useMutation({ mutationFn: createUser });
}
