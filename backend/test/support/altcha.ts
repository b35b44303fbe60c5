import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type TestAgent from 'supertest/lib/agent';

/** What the widget does: fetch a challenge, solve it, give base64(JSON {challenge, solution}). */
export async function solvedAltcha(agent: TestAgent): Promise<string> {
  const res = await agent.get('/api/captcha/challenge').expect(200);
  const solution = await solveChallenge({ challenge: res.body, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: res.body, solution })).toString('base64');
}
