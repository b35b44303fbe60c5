import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { GENERIC_FAILURE, failureText } from '@/lib/api-failure';
import { rememberUser, userAnswerSchema, type User } from './user';

/** PATCH /api/user/updateUserEmail, once the new address's code was verified. */
export async function updateUserEmail(email: string): Promise<User> {
  return userAnswerSchema.parse(await api.patch('/api/user/updateUserEmail', { email })).user;
}

export function useUpdateUserEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserEmail,
    onSuccess: (user) => rememberUser(queryClient, user),
  });
}

export const updateUserEmailFailure = (error: unknown) =>
  failureText(error, (_status, message) => message ?? GENERIC_FAILURE());
