// Rules of the specification (docs/specification.md#customer-validation) shared by several forms.
// Messages stay with each form,
// because the specification words the same rule differently on different screens.

/** A standard e-mail address: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

export const hasAngleBrackets = (value: string) => /[<>]/.test(value);

export const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** The live password checklist's items, in the order the specification lists them. */
export const PASSWORD_CHECKS = [
  { id: 'length', label: '8 or more characters', test: (p: string) => p.length >= 8 },
  { id: 'upper', label: 'At least one uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'At least one lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', label: 'At least one number', test: (p: string) => /\d/.test(p) },
  {
    id: 'special',
    label: 'At least one special character',
    test: (p: string) => /[^A-Za-z0-9\s]/.test(p),
  },
] as const;

export const isStrongPassword = (password: string) =>
  PASSWORD_CHECKS.every((c) => c.test(password));
