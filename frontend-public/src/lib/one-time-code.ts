// One-time codes (signup, password reset, e-mail change): 8 upper-case letters and digits.

export const CODE_LENGTH = 8;

/**
 * What a code box keeps of typed or pasted text: spaces go first, letters go up, then at most
 * CODE_LENGTH characters. Trimming before the limit keeps " PG6HWPEC" whole
 * (docs/decisions.md#code-inputs), which an
 * input's maxLength would cut to " PG6HWPE"; code boxes therefore set no maxLength.
 */
export const cleanCode = (text: string) =>
  text.replace(/\s/g, '').toUpperCase().slice(0, CODE_LENGTH);
