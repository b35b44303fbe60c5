// Texts of docs/specification.md#admin-validation, copied exactly (note the different capitals and
// the '!!').
export const REQUIRED = 'This field is required';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const NAME_REQUIRED = 'This field is required!!';
export const NAME_INVALID = 'Invalid Input! Please enter text only.';
export const PASSWORD_REQUIRED = 'This Field is required';
export const PASSWORDS_DIFFER =
  'New Password and Confirm password does not match please check again!';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateFullName(value: string): string | undefined {
  if (!value.trim()) return NAME_REQUIRED;
  if (/[<>]/.test(value)) return NAME_INVALID;
  return undefined;
}

export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return REQUIRED;
  if (!EMAIL_PATTERN.test(email)) return INVALID_EMAIL;
  return undefined;
}

export function validatePasswordField(value: string): string | undefined {
  return value ? undefined : PASSWORD_REQUIRED;
}
