import * as z from 'zod/v4-mini';
import { t } from '@/i18n/i18n';
import { isEmail } from '@/lib/validation';

// docs/specification.md#customer-validation Forgot password ('filed' as the specification writes
// it).
export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: () => t('forgot.required') }),
      z.refine(isEmail, { error: () => t('validation.emailInvalid') }),
    ),
});

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
