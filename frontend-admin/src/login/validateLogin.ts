import { EMAIL_PATTERN, INVALID_EMAIL, REQUIRED } from '../components/validation';

// Texts of docs/specification.md#admin-validation, shared with the other admin forms.
export { INVALID_EMAIL, REQUIRED };

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
