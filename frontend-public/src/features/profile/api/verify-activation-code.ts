import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { GENERIC_FAILURE, failureText } from '../../../lib/api-failure';
import { CODE_LENGTH } from '../../../lib/one-time-code';
import { PROFILE_REQUIRED } from './update-user-name-phone';

export const activationCodeInputSchema = z.object({
  activationCode: z.string().trim().min(1, PROFILE_REQUIRED).max(CODE_LENGTH),
});

export type ActivationCodeInput = z.infer<typeof activationCodeInputSchema>;

/**
 * POST /api/user/verifyActivationCode. Its 401 means "Activation code expired", not a lost
 * session, so the screen shows it instead of the central logout.
 */
export async function verifyActivationCode(input: {
  email: string;
  activationCode: string;
}): Promise<void> {
  await api.post('/api/user/verifyActivationCode', input, { handle: [401] });
}

export function useVerifyActivationCode() {
  return useMutation({ mutationFn: verifyActivationCode });
}

export const verifyActivationCodeFailure = (error: unknown) =>
  failureText(error, (status, message) => {
    if (status === 401) return message ?? 'Activation code expired';
    if (status === 404) return 'Invalid Activation code, please try again!';
    return message ?? GENERIC_FAILURE;
  });
