import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';
import { GENERIC_FAILURE, failureText } from '@/lib/api-failure';
import { phoneProblem } from '@/lib/phone';
import { hasAngleBrackets } from '@/lib/validation';
import { rememberUser, userAnswerSchema, type User } from './user';
import { t } from '@/i18n/i18n';

// Profile wording of the specification (docs/specification.md#customer-validation), the server
// answers the same texts.
export const PROFILE_REQUIRED = { error: () => t('profile.required') };

export const namePhoneInputSchema = z.object({
  // A number with its calling code must be valid for that country
  // (docs/decisions.md#phone-numbers); one without
  // names no country, and keeps the specification's rules only.
  fullname: z.string().check(
    z.trim(),
    z.minLength(1, PROFILE_REQUIRED),
    z.refine((v) => !hasAngleBrackets(v), { error: () => t('profile.textOnly') }),
  ),
  phoneNumber: z.string().check(
    z.trim(),
    z.minLength(1, PROFILE_REQUIRED),
    z.minLength(10, { error: () => t('profile.phoneMin') }),
    z.refine((v) => !v.startsWith('+') || phoneProblem(v) === undefined, {
      error: () => t('lookup.invalidNumber'),
    }),
  ),
});

export type NamePhoneInput = z.infer<typeof namePhoneInputSchema>;

/** PATCH /api/user/updateUserNamePhone; 401 -> /Login and 500 -> /Error500 centrally. */
export async function updateUserNamePhone(input: NamePhoneInput): Promise<User> {
  return userAnswerSchema.parse(await api.patch('/api/user/updateUserNamePhone', input)).user;
}

export function useUpdateUserNamePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserNamePhone,
    onSuccess: (user) => rememberUser(queryClient, user),
  });
}

export const updateUserNamePhoneFailure = (error: unknown) =>
  failureText(error, (_status, message) => message ?? GENERIC_FAILURE());
