// Texts of seed 001 §5, copied exactly.
export const REQUIRED = 'This field is required';
export const INVALID_EMAIL = 'Please enter a valid email address';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const trimmedEmail = email.trim();
  if (!trimmedEmail) errors.email = REQUIRED;
  else if (!EMAIL_PATTERN.test(trimmedEmail)) errors.email = INVALID_EMAIL;
  if (!password) errors.password = REQUIRED;
  return errors;
}
