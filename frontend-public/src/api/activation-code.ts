// POST /api/user/sendActivationCode and /api/user/verifyActivationCode: an e-mailed code that
// proves the person holds an address, at signup (with the solved bot check) and when a logged-in
// customer changes e-mail (no bot check). The code itself never comes back to the browser.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { codeMailAnswerSchema, messageAnswerSchema } from './message-answer';

export interface SendActivationCodeBody {
  email: string;
  /** The solved bot-check payload (signup only); single use. */
  altcha?: string;
}

/** `codeSent` is false when the server mailed nothing (one code per address a minute). */
export async function sendActivationCode(body: SendActivationCodeBody) {
  // Both screens show 500 as 'Server error' instead of leaving for /Error500.
  const answer = await api.post('/api/user/sendActivationCode', body, { handle: [500] });
  return codeMailAnswerSchema.parse(answer);
}

export function useSendActivationCode() {
  return useMutation({ mutationFn: sendActivationCode });
}

export interface VerifyActivationCodeBody {
  email: string;
  activationCode: string;
}

export async function verifyActivationCode(body: VerifyActivationCodeBody) {
  // 401 means "Activation code expired" here, not a lost session: the screen shows it.
  const answer = await api.post('/api/user/verifyActivationCode', body, { handle: [401] });
  return messageAnswerSchema.parse(answer);
}

export function useVerifyActivationCode() {
  return useMutation({ mutationFn: verifyActivationCode });
}
