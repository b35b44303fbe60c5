// docs/specification.md#customer-validation Reset password, with its texts (they differ from the
// signup ones).
import * as z from 'zod/v4-mini';
import { hasAngleBrackets, isStrongPassword, PASSWORD_CHECKS } from '@/lib/validation';
import { signupMessages } from '../signup/signup-schema';
import { t } from '@/i18n/i18n';

export const resetPasswordMessages = {
  get required() {
    return t('reset.error.required');
  },
  get tooShort() {
    return t('reset.error.tooShort');
  },
  get tooLong() {
    return t('reset.error.tooLong');
  },
  get angleBrackets() {
    return t('reset.error.angleBrackets');
  },
  get noSpecial() {
    return t('reset.error.noSpecial');
  },
  // Upper, lower and digit apply on reset too (docs/decisions.md#password-rules); the
  // specification words no message, the server's.
  weak: signupMessages.passwordWeak,
  get mismatch() {
    return t('reset.error.mismatch');
  },
} as const;

const m = resetPasswordMessages;
const hasSpecial = PASSWORD_CHECKS.find((check) => check.id === 'special')!.test;

export function newPasswordError(password: string): string | undefined {
  if (!password) return m.required;
  if (password.length < 8) return m.tooShort;
  if (password.length > 12) return m.tooLong;
  if (hasAngleBrackets(password)) return m.angleBrackets;
  if (!hasSpecial(password)) return m.noSpecial;
  if (!isStrongPassword(password)) return m.weak;
  return undefined;
}

// One refinement, so the confirmation is compared even while the password itself is wrong.
export const resetPasswordSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .check((ctx) => {
    const { newPassword, confirmPassword } = ctx.value;
    const errors = {
      newPassword: newPasswordError(newPassword),
      confirmPassword: !confirmPassword
        ? m.required
        : confirmPassword !== newPassword
          ? m.mismatch
          : undefined,
    };
    for (const [path, message] of Object.entries(errors)) {
      if (message) ctx.issues.push({ code: 'custom', input: ctx.value, path: [path], message });
    }
  });

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
