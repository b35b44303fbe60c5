import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';
import { failureText } from '@/lib/api-failure';
import { hasAngleBrackets, isEmail } from '@/lib/validation';
import { t } from '@/i18n/i18n';

const REQUIRED = { error: () => t('validation.required') };
const noAngleBrackets = (value: string) => !hasAngleBrackets(value);

const name = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.refine(noAngleBrackets, { error: () => t('contact.nameFormat') }),
  );

export const contactInputSchema = z.object({
  firstname: name,
  lastname: name,
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, REQUIRED),
      z.refine(isEmail, { error: () => t('validation.emailInvalid') }),
    ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, REQUIRED),
      z.refine(noAngleBrackets, { error: () => t('contact.messageFormat') }),
    ),
});

export type ContactInput = z.infer<typeof contactInputSchema>;

/** POST /api/user/contactUs with the solved bot check; 401/500 are redirected centrally. */
export async function contactUs(input: ContactInput & { altcha: string }): Promise<void> {
  await api.post('/api/user/contactUs', input);
}

export function useContactUs() {
  return useMutation({ mutationFn: contactUs });
}

/**
 * docs/specification.md#customer-errors: 400 'All fields are required' (the server words which rule
 * broke), else 'Email not sent'.
 */
export const contactUsFailure = (error: unknown) =>
  failureText(error, (status, message) => {
    if (status === 400) return message ?? t('contact.allRequired');
    // The rate limit's "Too many requests, please try again later." tells more than "not sent".
    if (status === 429 && message) return message;
    return t('contact.notSent');
  });
