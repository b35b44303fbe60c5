import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKey, userAnswerSchema, type User } from './user';

/** GET /api/user/profile: the logged-in customer (401 -> /Login through the API client). */
export async function getProfile(): Promise<User> {
  return userAnswerSchema.parse(await api.get('/api/user/profile')).user;
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}
