// The profile's e-mail change: the new address, then the code mailed to it
// (src/api/activation-code.ts), with the profile's own wording of the failures.
import * as z from 'zod/v4-mini';
import { GENERIC_FAILURE, failureText } from '@/lib/api-failure';
import { CODE_LENGTH } from '@/lib/one-time-code';
import { isEmail } from '@/lib/validation';
import { PROFILE_REQUIRED } from './update-user-name-phone';
import { t } from '@/i18n/i18n';

export const newEmailInputSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, PROFILE_REQUIRED),
      z.refine(isEmail, { error: () => t('validation.emailInvalid') }),
    ),
});

export type NewEmailInput = z.infer<typeof newEmailInputSchema>;

export const activationCodeInputSchema = z.object({
  activationCode: z
    .string()
    .check(z.trim(), z.minLength(1, PROFILE_REQUIRED), z.maxLength(CODE_LENGTH)),
});

export type ActivationCodeInput = z.infer<typeof activationCodeInputSchema>;

/** docs/specification.md#customer-errors, profile e-mail change: 409 and 500 have fixed texts, the rest the server's. */
export const sendActivationCodeFailure = (error: unknown) =>
  failureText(error, (status, message) => {
    if (status === 409) return t('activation.error.409');
    if (status === 500) return t('activation.error.500');
    return message ?? t('activation.error.500');
  });

export const verifyActivationCodeFailure = (error: unknown) =>
  failureText(error, (status, message) => {
    if (status === 401) return message ?? t('activation.error.401');
    if (status === 404) return t('activation.error.404');
    return message ?? GENERIC_FAILURE();
  });
