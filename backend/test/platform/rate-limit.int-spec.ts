import { ProbeController } from '../support/probe.controller';
import { createTestApp, csrfToken, TestApp } from '../support/test-app';

describe('rate limits', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Two API instances sharing one Redis, as behind a load balancer.
    a = await createTestApp({ controllers: [ProbeController] });
    b = await createTestApp({ controllers: [ProbeController] });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('hold across instances and answer 429 with the decided message', async () => {
    const call = async (t: TestApp) => {
      const agent = t.agent().set('X-Forwarded-For', '10.254.254.254'); // one client, two instances
      const token = await csrfToken(agent);
      return agent.post('/api/test-probe/limited').set('x-csrf-token', token);
    };
    const first = await call(a);
    expect(first.body).toEqual({ ok: true });
    expect((await call(b)).status).toBe(201);
    expect((await call(a)).status).toBe(201);
    const over = await call(b);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      statusCode: 429,
      message: 'Too many requests, please try again later.',
    });
  });
});
