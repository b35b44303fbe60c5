import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { failureText } from '../../../lib/api-failure';
import { hasAngleBrackets, isEmail } from '../../../lib/validation';

const REQUIRED = 'This field is required';
const noAngleBrackets = (value: string) => !hasAngleBrackets(value);

const name = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .refine(noAngleBrackets, 'Invalid name format please enter correct name');

export const contactInputSchema = z.object({
  firstname: name,
  lastname: name,
  email: z.string().trim().min(1, REQUIRED).refine(isEmail, 'Please enter a valid email address'),
  message: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .refine(
      noAngleBrackets,
      'Invalid message format, please remove special characters like: < or > and try again',
    ),
});

export type ContactInput = z.infer<typeof contactInputSchema>;

/** POST /api/user/contactUs with the solved bot check; 401/500 are redirected centrally. */
export async function contactUs(input: ContactInput & { altcha: string }): Promise<void> {
  await api.post('/api/user/contactUs', input);
}

export function useContactUs() {
  return useMutation({ mutationFn: contactUs });
}

/**
 * docs/specification.md#customer-errors: 400 'All fields are required' (the server words which rule
 * broke), else 'Email not sent'.
 */
export const contactUsFailure = (error: unknown) =>
  failureText(error, (status, message) => {
    if (status === 400) return message ?? 'All fields are required';
    // The rate limit's "Too many requests, please try again later." tells more than "not sent".
    if (status === 429 && message) return message;
    return 'Email not sent';
  });
