// The customer as the API answers it ({user}) and as the site keeps it in localStorage userdata.
import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { USERDATA_KEY, markLoggedIn, type StoredUser } from '@/lib/session';

export const userSchema = z.object({
  fullname: z.string(),
  telephone: z.string(),
  email: z.string(),
}) satisfies z.ZodMiniType<StoredUser>;

export type User = z.infer<typeof userSchema>;

export const userAnswerSchema = z.object({ user: userSchema });

export const profileQueryKey = ['user', 'profile'] as const;

/** The userdata saved at login, shown until GET /api/user/profile answers. */
export function readStoredUser(): User | null {
  try {
    const parsed = userSchema.safeParse(JSON.parse(localStorage.getItem(USERDATA_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** After an update: the answer becomes both the stored userdata and the cached profile. */
export function rememberUser(queryClient: QueryClient, user: User): void {
  markLoggedIn(user);
  queryClient.setQueryData(profileQueryKey, user);
}
