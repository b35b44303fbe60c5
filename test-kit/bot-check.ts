import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

type Challenge = Parameters<typeof solveChallenge>[0]['challenge'];

/**
 * The `altcha` field of a login or sign-up for the challenge GET /api/captcha/challenge answered,
 * solved as the widget solves it and encoded as the widget sends it.
 */
export async function solvedBotCheck(challenge: unknown): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
