import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';
import { GENERIC_FAILURE, failureText } from '@/lib/api-failure';
import { t } from '@/i18n/i18n';

const REQUIRED = { error: () => t('profile.requiredField') };

export const changePasswordInputSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, REQUIRED)),
    newPassword: z.string().check(z.minLength(1, REQUIRED)),
    confirmPassword: z.string().check(z.minLength(1, REQUIRED)),
  })
  .check(
    z.refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, {
      path: ['confirmPassword'],
      error: () => t('profile.passwordMismatch'),
    }),
  );

export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/**
 * POST /api/user/changePassword. The specification sends a 500 here to /Error503 (not
 * /Error500), so the screen handles 500 itself; 401 -> /Login stays central.
 */
export async function changePassword(input: {
  oldPassword: string;
  newPassword: string;
}): Promise<void> {
  await api.post('/api/user/changePassword', input, { handle: [500] });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export const changePasswordFailure = (error: unknown) =>
  failureText(error, (status, message) =>
    status === 403 ? t('profile.invalidOldPassword') : (message ?? GENERIC_FAILURE()),
  );
