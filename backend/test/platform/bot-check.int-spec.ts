import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ProbeController } from '../support/probe.controller';
import { createTestApp, csrfToken, TestApp } from '../support/test-app';

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe('ALTCHA bot check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ controllers: [ProbeController] });
  });
  afterAll(() => t?.close());

  /** What the widget does: fetch a challenge, solve it, post base64(JSON {challenge, solution}). */
  async function solved(): Promise<string> {
    const res = await t.agent().get('/api/captcha/challenge').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const solution = await solveChallenge({ challenge: res.body, deriveKey });
    return encode({ challenge: res.body, solution });
  }

  async function postForm(body: Record<string, unknown>) {
    const agent = t.agent();
    const token = await csrfToken(agent);
    return agent.post('/api/test-probe/form').set('x-csrf-token', token).send(body);
  }

  it('accepts a solved challenge and keeps the field out of the payload', async () => {
    const res = await postForm({ name: 'Abebe', altcha: await solved() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ name: 'Abebe' });
  });

  it('accepts each challenge once', async () => {
    const altcha = await solved();
    await postForm({ name: 'a', altcha }).then((r) => expect(r.status).toBe(201));
    const replay = await postForm({ name: 'a', altcha });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('Bot check failed');
  });

  it('refuses a missing, malformed or forged payload with 400 "Bot check failed"', async () => {
    for (const altcha of [undefined, 'not-base64-json', encode({ challenge: {}, solution: {} })]) {
      const res = await postForm({ name: 'a', ...(altcha ? { altcha } : {}) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Bot check failed');
    }
  });

  it('refuses a wrong solution', async () => {
    const payload = JSON.parse(Buffer.from(await solved(), 'base64').toString());
    const key: string = payload.solution.derivedKey;
    payload.solution.derivedKey = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
    const res = await postForm({ name: 'a', altcha: encode(payload) });
    expect(res.body.message).toBe('Bot check failed');
  });

  it('refuses a challenge signed with another secret', async () => {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 5,
      deriveKey,
      hmacSignatureSecret: 'somebody-elses-secret',
      expiresAt: Math.floor(Date.now() / 1000) + 60,
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    const res = await postForm({ name: 'a', altcha: encode({ challenge, solution }) });
    expect(res.body.message).toBe('Bot check failed');
  });

  it('refuses an expired challenge', async () => {
    const expiring = await createTestApp(
      { controllers: [ProbeController] },
      { ALTCHA_EXPIRES_SECONDS: '10' },
    );
    try {
      const res = await expiring.agent().get('/api/captcha/challenge');
      const solution = await solveChallenge({ challenge: res.body, deriveKey });
      jest.useFakeTimers({
        now: Date.now() + 11_000,
        doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval'],
      });
      const agent = expiring.agent();
      const token = await csrfToken(agent);
      const post = await agent
        .post('/api/test-probe/form')
        .set('x-csrf-token', token)
        .send({ name: 'a', altcha: encode({ challenge: res.body, solution }) });
      expect(post.body.message).toBe('Bot check failed');
    } finally {
      jest.useRealTimers();
      await expiring.close();
    }
  });
});
