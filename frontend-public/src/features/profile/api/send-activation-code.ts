import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { failureText } from '../../../lib/api-failure';
import { isEmail } from '../../../lib/validation';
import { PROFILE_REQUIRED } from './update-user-name-phone';

export const newEmailInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, PROFILE_REQUIRED)
    .refine(isEmail, 'Please enter a valid email address'),
});

export type NewEmailInput = z.infer<typeof newEmailInputSchema>;

/**
 * POST /api/user/sendActivationCode for the profile's e-mail change: the code goes to the new
 * address. Logged in, so no bot check. 500 is shown here ('Server error'), not redirected.
 * Answers whether a code was mailed (the server sends one per address a minute).
 */
export async function sendActivationCode(email: string): Promise<boolean> {
  const answer = await api.post('/api/user/sendActivationCode', { email }, { handle: [500] });
  return codeSentSchema.parse(answer).codeSent !== false;
}

const codeSentSchema = z.object({ codeSent: z.boolean().optional() });

export function useSendActivationCode() {
  return useMutation({ mutationFn: sendActivationCode });
}

/**
 * docs/specification.md#customer-errors, profile e-mail change: 409 and 500 have fixed texts, the
 * rest the server's.
 */
export const sendActivationCodeFailure = (error: unknown) =>
  failureText(error, (status, message) => {
    if (status === 409) return 'Email already in use!';
    if (status === 500) return 'Server error';
    return message ?? 'Server error';
  });
