// The signup form's rules with the exact texts of docs/specification.md#customer-validation (the
// server checks the same ones).
import * as z from 'zod/v4-mini';
import { digitCount, hasAngleBrackets, isEmail, isStrongPassword } from '@/lib/validation';
import { phoneProblem } from '@/lib/phone';
import { t } from '@/i18n/i18n';

export const signupMessages = {
  get required() {
    return t('signup.error.required');
  },
  get emailRequired() {
    return t('signup.error.emailRequired');
  },
  get emailInvalid() {
    return t('signup.error.emailInvalid');
  },
  get phoneTooShort() {
    return t('signup.error.phoneTooShort');
  },
  get phoneTooLong() {
    return t('signup.error.phoneTooLong');
  },
  // Not worded by the specification: a number of the right length that its country does not have.
  get phoneInvalid() {
    return t('signup.error.phoneInvalid');
  },
  get passwordTooShort() {
    return t('signup.error.passwordTooShort');
  },
  get passwordTooLong() {
    return t('signup.error.passwordTooLong');
  },
  get angleBrackets() {
    return t('signup.error.angleBrackets');
  },
  // The profile's text (docs/specification.md#customer-validation): the server refuses '<' and '>'
  // in names at signup too.
  get nameTextOnly() {
    return t('signup.error.nameTextOnly');
  },
  // Not worded by the specification (only the checklist shows it); this is the server's text.
  get passwordWeak() {
    return t('signup.error.passwordWeak');
  },
  get passwordIsEmail() {
    return t('signup.error.passwordIsEmail');
  },
  get mismatch() {
    return t('signup.error.mismatch');
  },
} as const;

const m = signupMessages;

/**
 * `telephone` is the phone input's '+<calling code><digits>': valid only when valid for the
 * country that code names (docs/decisions.md#phone-numbers), besides the specification's 7 to 24
 * digits.
 */
export function telephoneError(telephone: string): string | undefined {
  const digits = digitCount(telephone);
  if (digits === 0) return m.required;
  if (digits < 7) return m.phoneTooShort;
  if (digits >= 25) return m.phoneTooLong;
  const problem = phoneProblem(telephone);
  if (problem === 'TOO_SHORT') return m.phoneTooShort;
  if (problem === 'TOO_LONG') return m.phoneTooLong;
  if (problem) return m.phoneInvalid;
  return undefined;
}

export function emailError(email: string): string | undefined {
  if (!email.trim()) return m.emailRequired;
  if (!isEmail(email)) return m.emailInvalid;
  return undefined;
}

export function passwordError(password: string, email: string): string | undefined {
  if (!password) return m.required;
  if (password.length < 8) return m.passwordTooShort;
  if (password.length > 12) return m.passwordTooLong;
  if (hasAngleBrackets(password)) return m.angleBrackets;
  if (!isStrongPassword(password)) return m.passwordWeak;
  if (password.toLowerCase() === email.trim().toLowerCase()) return m.passwordIsEmail;
  return undefined;
}

export function confirmPasswordError(confirm: string, password: string): string | undefined {
  if (!confirm) return m.required;
  if (confirm !== password) return m.mismatch;
  return undefined;
}

// One refinement over the whole form, so each field gets its first broken rule and the
// cross-field rules (password vs e-mail, confirmation) run even while other fields are wrong.
export const signupFormSchema = z
  .object({
    fullname: z.string(),
    telephone: z.string(),
    email: z.string(),
    password: z.string(),
    confirmpassword: z.string(),
  })
  .check((ctx) => {
    const values = ctx.value;
    const errors = {
      fullname: !values.fullname.trim()
        ? m.required
        : hasAngleBrackets(values.fullname)
          ? m.nameTextOnly
          : undefined,
      telephone: telephoneError(values.telephone),
      email: emailError(values.email),
      password: passwordError(values.password, values.email),
      confirmpassword: confirmPasswordError(values.confirmpassword, values.password),
    };
    for (const [path, message] of Object.entries(errors)) {
      if (message) ctx.issues.push({ code: 'custom', input: values, path: [path], message });
    }
  });

export type SignupFormValues = z.infer<typeof signupFormSchema>;
