// The signup form's rules with the exact texts of docs/specification.md#customer-validation (the
// server checks the same ones).
import * as z from 'zod/v4-mini';
import { digitCount, hasAngleBrackets, isEmail, isStrongPassword } from '@/lib/validation';
import { phoneProblem } from '@/lib/phone';

export const signupMessages = {
  required: 'This field is required',
  emailRequired: 'This Field is required',
  emailInvalid: 'Please enter a valid email address',
  phoneTooShort: 'Phone numebr is less than the minimum length',
  phoneTooLong: 'Phone number is greater than the maximum length',
  // Not worded by the specification: a number of the right length that its country does not have.
  phoneInvalid: 'Please enter a valid phone number',
  passwordTooShort: ' password must be greater than 8 character',
  passwordTooLong: ' password must be less than 12 character',
  angleBrackets: ' Angle brackets character are not allowed , please remove < or > ',
  // The profile's text (docs/specification.md#customer-validation): the server refuses '<' and '>'
  // in names at signup too.
  nameTextOnly: 'Invalid Input! Please enter text only.',
  // Not worded by the specification (only the checklist shows it); this is the server's text.
  passwordWeak:
    'Password must contain an uppercase letter, a lowercase letter, a number and a special character',
  passwordIsEmail: 'Password and email is same please change password',
  mismatch: 'Password and Confirm password are not the same',
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
